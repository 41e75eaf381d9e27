#!/usr/bin/env python3
"""Material 3 dynamic schemes from the materialyoucolor package, for MaterialColor's oracle tests.

Reads all of standard input first (so a caller may write it whole before reading the answer), then answers
the requests in it, one a line: `RRGGBB SPEC VARIANT CONTRAST` (a seed as hexadecimal, the
spec `2021` or `2025`, a variant as MaterialColor spells it, such as `tonalSpot` or `fruitSalad`, and the
contrast level as a number). Prints a first line `version X.Y.Z`, a second line `roles name name ...`, then
for each request two lines, light then dark:

    RRGGBB SPEC VARIANT CONTRAST MODE EFFECTIVE_SPEC #RRGGBB #RRGGBB ...

with one colour per role in the order of the second line, and EFFECTIVE_SPEC the spec the scheme really used
(materialyoucolor falls back to 2021 for the variants the 2025 spec does not cover).

Speed: `HctSolver.solve_to_int` and the 2025 spec's `find_best_tone_for_chroma` are pure functions of their
arguments that the package calls again and again with the same ones; both are memoised here (per seed), which
gives the same answers several times faster. Which spec a (spec, variant) pair really uses is read from the
first scheme the package builds for it (its `spec_version`); where that is 2021 for spec 2025, the colours of
the same seed's 2021 scheme are reused rather than computed twice.
"""
import functools
import sys
from importlib.metadata import version

from materialyoucolor.dynamiccolor import color_spec_2025
from materialyoucolor.dynamiccolor.dynamic_scheme import DynamicScheme
from materialyoucolor.dynamiccolor.material_dynamic_colors import MaterialDynamicColors
from materialyoucolor.dynamiccolor.variant import Variant
from materialyoucolor.hct import Hct
from materialyoucolor.hct.hct_solver import HctSolver

ROLES = [
    "primary", "onPrimary", "primaryContainer", "onPrimaryContainer",
    "secondary", "onSecondary", "secondaryContainer", "onSecondaryContainer",
    "tertiary", "onTertiary", "tertiaryContainer", "onTertiaryContainer",
    "error", "onError", "errorContainer", "onErrorContainer",
    "background", "onBackground", "surface", "onSurface", "surfaceVariant", "onSurfaceVariant",
    "outline", "outlineVariant", "inverseSurface", "inverseOnSurface", "inversePrimary",
    "surfaceDim", "surfaceBright", "surfaceContainerLowest", "surfaceContainerLow", "surfaceContainer",
    "surfaceContainerHigh", "surfaceContainerHighest", "scrim", "shadow", "surfaceTint",
]
VARIANTS = {
    "tonalSpot": Variant.TONAL_SPOT, "neutral": Variant.NEUTRAL, "vibrant": Variant.VIBRANT,
    "expressive": Variant.EXPRESSIVE, "fidelity": Variant.FIDELITY, "content": Variant.CONTENT,
    "monochrome": Variant.MONOCHROME, "rainbow": Variant.RAINBOW, "fruitSalad": Variant.FRUIT_SALAD,
}
SPECS = ("2021", "2025")

best_tone = functools.lru_cache(maxsize=None)(color_spec_2025.find_best_tone_for_chroma)
color_spec_2025.find_best_tone_for_chroma = best_tone
solve = functools.lru_cache(maxsize=None)(HctSolver.solve_to_int)
HctSolver.solve_to_int = staticmethod(solve)


def colours(scheme: DynamicScheme, roles: MaterialDynamicColors) -> list:
    values = []
    for role in ROLES:
        color = getattr(roles, role, None)
        if color is None:
            raise SystemExit(f"oracle: the {scheme.spec_version} spec has no role {role}")
        values.append("#%06X" % (color.get_argb(scheme) & 0xFFFFFF))
    return values


def main() -> None:
    roles = {spec: MaterialDynamicColors(spec=spec) for spec in SPECS}
    out = sys.stdout
    out.write(f"version {version('materialyoucolor')}\n")
    out.write("roles " + " ".join(ROLES) + "\n")
    computed = {}
    fallbacks = {}
    last_seed = None
    for line in sys.stdin.read().splitlines():
        words = line.split()
        if not words:
            continue
        if len(words) != 4 or words[1] not in SPECS or words[2] not in VARIANTS:
            raise SystemExit(f"oracle: bad request {line.strip()!r}")
        seed = int(words[0], 16) & 0xFFFFFF
        if seed != last_seed:
            best_tone.cache_clear()
            solve.cache_clear()
            computed.clear()
            last_seed = seed
        spec, variant, contrast = words[1], words[2], float(words[3])
        for mode, dark in (("light", False), ("dark", True)):
            used = fallbacks.get((spec, variant))
            key = (used, variant, contrast, dark)
            if used is None or key not in computed:
                source = Hct.from_int(0xFF000000 | seed)
                scheme = DynamicScheme(source, VARIANTS[variant], contrast, dark, spec_version=spec)
                used = fallbacks[(spec, variant)] = scheme.spec_version
                key = (used, variant, contrast, dark)
                if key not in computed:
                    computed[key] = colours(scheme, roles[spec])
            out.write(f"{seed:06X} {spec} {variant} {words[3]} {mode} {used} ")
            out.write(" ".join(computed[key]) + "\n")


if __name__ == "__main__":
    main()
