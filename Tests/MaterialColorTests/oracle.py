#!/usr/bin/env python3
"""Material 3 tonal-spot schemes (2021 spec, standard contrast) from the materialyoucolor package.

Reads seed colours as hexadecimal RRGGBB, whitespace-separated, from the arguments or, with none, from
standard input. Prints one JSON object: {"version": ..., "schemes": {"RRGGBB": {"light": {role: "#RRGGBB"},
"dark": {...}}}}, with every role of MaterialScheme that the 2021 spec defines.
"""
import json
import sys
from importlib.metadata import version

from materialyoucolor.dynamiccolor.material_dynamic_colors import MaterialDynamicColors
from materialyoucolor.hct import Hct
from materialyoucolor.scheme.scheme_tonal_spot import SchemeTonalSpot

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
SPEC = "2021"
CONTRAST_LEVEL = 0.0


def scheme(seed: int, dark: bool, colors: MaterialDynamicColors) -> dict:
    source = Hct.from_int(0xFF000000 | seed)
    dynamic = SchemeTonalSpot(source, dark, CONTRAST_LEVEL, spec_version=SPEC)
    if dynamic.spec_version != SPEC:
        raise SystemExit(f"oracle: the scheme fell back to spec {dynamic.spec_version}")
    result = {}
    for role in ROLES:
        color = getattr(colors, role, None)
        if color is None:
            raise SystemExit(f"oracle: the {SPEC} spec has no role {role}")
        result[role] = "#%06X" % (color.get_argb(dynamic) & 0xFFFFFF)
    return result


def main() -> None:
    words = sys.argv[1:] or sys.stdin.read().split()
    colors = MaterialDynamicColors(spec=SPEC)
    schemes = {}
    for word in words:
        seed = int(word, 16) & 0xFFFFFF
        schemes["%06X" % seed] = {"light": scheme(seed, False, colors), "dark": scheme(seed, True, colors)}
    json.dump({"version": version("materialyoucolor"), "schemes": schemes}, sys.stdout, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
