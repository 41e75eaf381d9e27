"""Every operation of the description called through the generated client (see generated_client.py)."""

import importlib
import inspect
import json
import struct
import urllib.parse
import urllib.request
import xml.etree.ElementTree as ElementTree

from openapi_python_client.strings import fix_reserved_words, snake_case

# One request's worth of values, by parameter name; each operation sends those it takes. The title carries markup
# characters, so that the client's encoding of them is exercised too. Scale 1 keeps the PNGs small.
SAMPLE = {
    "style": "large", "offset": 26, "title": 'Inbox <&> "1"', "back": "Mailboxes", "trailing": "search,text:Done",
    "appearance": "dark", "scale": 1, "from": 0, "to": 60, "step": 20, "frames": 3, "duration": 2, "crop": 300,
}


def python_name(name):
    """The generated client's name for a parameter or member."""
    return fix_reserved_words(snake_case(name))


class Calls:
    """Calls every operation of `description` through the generated `package`; `failures` lists what went wrong."""

    def __init__(self, package, description, base):
        self.package = package
        self.models = importlib.import_module(f"{package.__name__}.models")
        self.client = package.Client(base_url=base, timeout=60)
        self.description = description
        self.base = base
        self.failures = []
        self.count = 0

    def check(self, condition, what):
        if not condition:
            self.failures.append(what)
        return condition

    def resolve(self, value):
        """`value` with a local `$ref` followed."""
        while isinstance(value, dict) and "$ref" in value:
            target = self.description
            for part in value["$ref"][2:].split("/"):
                target = target[part]
            value = target
        return value

    def typed(self, name, value):
        """`value` as the client types parameter `name`: an enumeration's generated class, a number as a float."""
        schema = self.description["components"]["parameters"][name]["schema"]
        if "$ref" in schema:
            return getattr(self.models, schema["$ref"].rsplit("/", 1)[-1])(value)
        if schema.get("type") == "number":
            return float(value)
        return value

    def plain(self, target):
        """The answer's bytes and headers to a plain HTTP GET."""
        with urllib.request.urlopen(self.base + target, timeout=60) as response:
            return response.read(), response.headers

    def run_all(self):
        for path, item in self.description["paths"].items():
            for method, operation in item.items():
                module = importlib.import_module(
                    f"{self.package.__name__}.api.default.{snake_case(operation['operationId'])}")
                self.call(path, method, operation, module)
        self.every_style_and_device()
        self.refused()
        self.replacing()

    def taken(self, method, operation):
        """The parameter names an operation takes, in the description's order."""
        if method == "post":
            schema = operation["requestBody"]["content"]["application/json"]["schema"]
            return schema["propertyNames"]["enum"]
        names = [self.resolve(p) for p in operation.get("parameters", [])]
        return [p["name"] for p in names if p["in"] == "query"]

    def call(self, path, method, operation, module):
        what = f"{method.upper()} {path}"
        arguments = inspect.signature(module.sync_detailed).parameters
        values = {name: SAMPLE[name] for name in self.taken(method, operation) if name in SAMPLE}
        kwargs = {"file": "index.html"} if "file" in arguments else {}
        if method == "post":
            members = {python_name(n): self.typed(n, v) for n, v in values.items()}
            if "trailing" in values:  # the JSON form of the same actions, typed
                members["trailing"] = ["search", self.models.TextAction(text="Done")]
            kwargs["body"] = self.models.HeaderRequest(**members)
        else:
            kwargs.update({python_name(n): self.typed(n, v) for n, v in values.items()})
        self.check(set(kwargs) <= set(arguments), f"{what}: the client takes no {set(kwargs) - set(arguments)}")
        response = module.sync_detailed(client=self.client, **kwargs)
        self.count += 1
        if not self.check(response.status_code == 200, f"{what}: status {response.status_code} {response.content[:300]!r}"):
            return
        query = "&".join(f"{n}={urllib.parse.quote(str(v))}" for n, v in values.items())
        target = path.replace("{file}", "index.html") + (f"?{query}" if query else "")
        expected, headers = self.plain(target)
        if path not in ("/metrics",):
            self.check(response.content == expected, f"{what}: not the bytes a plain GET of {target} gets")
        media, content = next(iter(operation["responses"]["200"]["content"].items()))
        self.parsed(what, media, content.get("schema", {}), response)
        if method == "get" and "if_none_match" in arguments:
            again = module.sync_detailed(client=self.client, if_none_match=headers["ETag"], **kwargs)
            self.count += 1
            self.check(again.status_code == 304, f"{what}: If-None-Match got {again.status_code}, not 304")

    def parsed(self, what, media, schema, response):
        """Checks the typed answer: models for JSON, text for text, bytes for images."""
        parsed = response.parsed
        if media == "application/json":
            if "$ref" in schema:
                model = getattr(self.models, schema["$ref"].rsplit("/", 1)[-1])
                self.check(isinstance(parsed, model), f"{what}: parsed as {type(parsed).__name__}, not {model}")
            if self.check(hasattr(parsed, "to_dict"), f"{what}: not typed ({type(parsed).__name__})"):
                self.check(parsed.to_dict() == json.loads(response.content), f"{what}: to_dict() differs")
        elif media.startswith("text/"):
            self.check(parsed == response.content.decode(), f"{what}: parsed text differs")
        elif media == "image/png":
            body = response.content
            width, height = struct.unpack(">II", body[16:24]) if len(body) >= 24 else (0, 0)
            self.check(body[:8] == b"\x89PNG\r\n\x1a\n" and width > 0 and height > 0, f"{what}: not a PNG")
        elif media == "image/svg+xml":
            root = ElementTree.fromstring(response.content)
            self.check(root.tag == "{http://www.w3.org/2000/svg}svg", f"{what}: not an SVG ({root.tag})")

    def every_style_and_device(self):
        """/v1/geometry typed for every value of the generated enumerations of styles and devices."""
        geometry = importlib.import_module(f"{self.package.__name__}.api.default.get_geometry")
        for style in self.models.HeaderStyle:
            for device in self.models.Device:
                answer = geometry.sync(client=self.client, style=style, device=device, offset=40.0)
                self.count += 1
                self.check(isinstance(answer, self.models.Geometry) and answer.style == style,
                           f"GET /v1/geometry style={style.value} device={device.value}: {type(answer).__name__}")

    def refused(self):
        """An offset out of range: a typed Problem naming it."""
        geometry = importlib.import_module(f"{self.package.__name__}.api.default.get_geometry")
        response = geometry.sync_detailed(client=self.client, offset=1e9)
        self.count += 1
        problem = response.parsed
        self.check(response.status_code == 400 and isinstance(problem, self.models.Problem)
                   and problem.parameter == "offset", f"GET /v1/geometry offset=1e9: {response.status_code} {problem}")

    def replacing(self):
        """`path` instead of `offset` and `offsets` instead of `frames`: the client sends no default beside them."""
        api = f"{self.package.__name__}.api.default"
        geometry = importlib.import_module(f"{api}.get_geometry")
        answer = geometry.sync(client=self.client, path="0,400,340")
        posted = importlib.import_module(f"{api}.post_geometry").sync(
            client=self.client, body=self.models.HeaderRequest(path=[0.0, 400.0, 340.0]))
        strip = importlib.import_module(f"{api}.get_filmstrip_svg").sync_detailed(client=self.client, offsets="0,20,40")
        self.count += 3
        self.check(isinstance(answer, self.models.Geometry) and answer.offset == 340, f"GET path: {answer}")
        self.check(isinstance(posted, self.models.Geometry) and posted.offset == 340, f"POST path: {posted}")
        self.check(strip.status_code == 200, f"GET /v1/filmstrip.svg offsets: {strip.status_code} {strip.content[:200]!r}")
