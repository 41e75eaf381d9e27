#!/usr/bin/env python3
"""Differential test: the service with its caches on must answer exactly as the same binary with every cache off.

Two copies of $MASTHEAD_BINARY run side by side: one with its default flags (answer cache, raw-query cache, scenes,
shaper and painter caches) and one with `--cache-bytes 0`, which decodes, measures and draws every request from
scratch. Seeded random requests, built from the parameters, enumerations and ranges that `GET /v1/catalog` lists, go
to both: well-formed ones, and odd query shapes sent as raw bytes (empty items, `?=x`, bare names, repeated and
percent-encoded names and values, `+` against `%20`, letter case, numbers written in other ways, `path` for the
Material styles, unknown parameters, bad values, no query at all), and now and then a POST with a JSON body. The
requests favour what the caches remember: one configuration at many offsets (a slider, which the scenes answer),
earlier requests again and their near neighbours, and the well-formed neighbour of an odd request sent just before
it, so the cached copy is warm when the odd one comes. The cached copy is asked each request up to three times
(its second and third answers come from the caches). Status, body bytes, `ETag` and `Content-Type` (and every other
header but `Date` and `Server-Timing`) must be the same; any difference, any 5xx and any connection error is a failure, reported with
the request's bytes and both answers. Both copies must still answer `/healthz` at the end.

Run from anywhere (exit status 0: no difference):

    python3 Tests/differential/differential.py

Environment: MASTHEAD_BINARY (default .build/debug/masthead), DIFF_SEED (default 20250611), DIFF_REQUESTS (how many
requests to generate; the default, 5000, takes 35 to 55 s against the debug binary). The last line reads
`differential: N requests, M compared, K differences (seed S, T s)`; a failure is reproduced by running the same
seed. The first 40 failures are printed in full (request bytes; each answer's status, headers, first 300 bytes of
body and SHA-256), later ones as the request bytes and each answer's status, ETag and digest.
"""

import hashlib
import json
import os
import random
import socket
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests" / "support"))
from service_process import start_service, stop_service  # noqa: E402

DEFAULT_SEED = 20250611
DEFAULT_REQUESTS = 5000
TIMEOUT = 30
# The service closes a connection idle for 10 s (--timeout); a connection idle for longer than this is replaced
# before it is used, so the race between that close and our next request never shows as a lost answer.
IDLE_LIMIT = 5.0
# Every copy gets the same Host, so nothing in an answer can differ by the port it was sent to.
HOST = b"localhost"
# `Date` is the wall clock at the moment of answering and `Server-Timing` the time the answer took: the headers two
# correct copies may disagree on. Every request carries the same `X-Request-ID`, which both must echo.
IGNORED_HEADERS = {"date", "server-timing"}
REQUEST_ID = b"differential"
FAILURES_SHOWN_IN_FULL = 40

# Which parameters each endpoint reads beyond the header and preview ones. The catalog lists every parameter but not
# which endpoint takes it (api.md's per-endpoint table does); the rest of the names come from the catalog.
ENDPOINT_EXTRAS = {
    "/v1/geometry": [],
    "/v1/preview.svg": ["crop"],
    "/v1/timeline": ["from", "to", "step"],
    "/v1/filmstrip.svg": ["from", "to", "offsets", "frames", "crop"],
    "/v1/curves.svg": ["from", "to"],
    "/v1/scroll.css": ["from", "to", "step"],
    "/v1/scroll.lottie.json": ["from", "to", "step"],
    "/v1/audit": ["from", "to", "step"],
}
ENDPOINT_ONLY = {"from", "to", "step", "offsets", "frames", "crop", "duration", "textSizes"}
# Mostly geometry and previews: the two endpoints that scenes answer.
ENDPOINT_WEIGHTS = {
    "/v1/geometry": 36, "/v1/preview.svg": 32, "/v1/timeline": 8, "/v1/filmstrip.svg": 6, "/v1/curves.svg": 6,
    "/v1/scroll.css": 6, "/v1/scroll.lottie.json": 5, "/v1/audit": 3,
}
RANGED = {"/v1/timeline", "/v1/scroll.css", "/v1/scroll.lottie.json", "/v1/audit"}
# Timeline-like endpoints answer one frame per step: a few frames keep the debug binary quick.
MAX_FRAMES = 8
# Upper ends for sizes, so a random screen stays cheap to draw in the debug binary; the catalog's bounds themselves
# are still sent now and then to the geometry endpoint, which draws nothing.
COMFORT = {"width": 1200, "height": 2000, "rows": 30, "crop": 2000, "safeAreaTop": 120, "collapseDistance": 600,
           "headerHeight": 400}

TEXTS = ["Inbox", "Settings", "Mail boxes", "A title long enough to need truncating in the bar of a phone",
         "שלום עולם", "مرحبا", "<b>&amp;\"q\"</b>", "Ünïcödé 🙂", "x", "", "a+b", "50% off", "#1", "a=b&c"]
LABELS = ["Done", "Edit", "Save all", "שמור", "OK"]
# Misspellings and near misses the service names its suggestions for.
UNKNOWN_NAMES = ["nope", "tittle", "styl", "offsett", "Offset", "OFFSET", "titles", "from", "offsets", "crop", "x",
                 "path_", "seedcolour"]


# ---------------------------------------------------------------------------------------------------------------
# Raw HTTP


@dataclass
class Answer:
    status: int
    headers: list
    body: bytes
    closes: bool

    def header(self, name):
        for key, value in self.headers:
            if key.lower() == name:
                return value
        return None

    def compared(self):
        """What must agree between the two copies: status, body, and the headers but the ignored ones."""
        headers = sorted((k.lower(), v) for k, v in self.headers if k.lower() not in IGNORED_HEADERS)
        return self.status, headers, self.body

    def brief(self):
        return f"{self.status} {self.header('etag')} {hashlib.sha256(self.body).hexdigest()[:12]}"

    def describe(self):
        lines = [f"    status {self.status}"]
        for key, value in self.headers:
            lines.append(f"    {key}: {value}")
        lines.append(f"    body[:300] {self.body[:300]!r}")
        lines.append(f"    body sha256 {hashlib.sha256(self.body).hexdigest()} ({len(self.body)} bytes)")
        return "\n".join(lines)


class ConnectionTrouble(Exception):
    pass


def read_answer(reader, head):
    """Reads one answer: the status line, the fields and a body framed by Content-Length, chunks, or the close."""
    status_line = reader.readline(65536)
    if not status_line:
        raise ConnectionTrouble("connection closed before an answer")
    parts = status_line.decode("latin-1").split(" ", 2)
    if len(parts) < 2 or not parts[0].startswith("HTTP/"):
        raise ConnectionTrouble(f"malformed status line {status_line!r}")
    version, status = parts[0], int(parts[1])
    headers = []
    while True:
        line = reader.readline(65536)
        if not line:
            raise ConnectionTrouble("connection closed inside the header")
        if line in (b"\r\n", b"\n"):
            break
        key, _, value = line.decode("latin-1").partition(":")
        headers.append((key.strip(), value.strip()))
    fields = {k.lower(): v for k, v in headers}
    closes = fields.get("connection", "").lower() == "close" or version == "HTTP/1.0"
    if head or status in (204, 304) or 100 <= status < 200:
        body = b""
    elif "chunked" in fields.get("transfer-encoding", "").lower():
        body = read_chunks(reader)
    elif "content-length" in fields:
        length = int(fields["content-length"])
        body = reader.read(length)
        if len(body) != length:
            raise ConnectionTrouble(f"body cut short: {len(body)} of {length} bytes")
    else:
        body, closes = reader.read(), True
    return Answer(status, headers, body, closes)


def read_chunks(reader):
    body = b""
    while True:
        size = int(reader.readline(1024).split(b";")[0].strip() or b"0", 16)
        if size == 0:
            while reader.readline(65536) not in (b"\r\n", b"\n", b""):
                pass
            return body
        body += reader.read(size)
        reader.readline(1024)


class Client:
    """One kept-alive connection to a copy of the service, replaced whenever an answer may have closed it."""

    def __init__(self, port):
        self.port = port
        self.sock = None
        self.reader = None
        self.last_used = 0.0

    def connect(self):
        self.close()
        self.sock = socket.create_connection(("127.0.0.1", self.port), timeout=TIMEOUT)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.reader = self.sock.makefile("rb")

    def close(self):
        if self.sock is not None:
            self.reader.close()
            self.sock.close()
        self.sock = self.reader = None

    def exchange(self, data, head=False):
        if self.sock is None or time.monotonic() - self.last_used > IDLE_LIMIT:
            self.connect()
        try:
            self.sock.sendall(data)
            answer = read_answer(self.reader, head)
        except (OSError, ValueError, ConnectionTrouble) as error:
            self.close()
            raise ConnectionTrouble(f"{type(error).__name__}: {error}") from None
        self.last_used = time.monotonic()
        # A 4xx for bad framing may close the connection without saying so: start afresh after any error.
        if answer.closes or answer.status >= 400:
            self.close()
        return answer


# ---------------------------------------------------------------------------------------------------------------
# Requests


@dataclass
class Request:
    method: str
    path: str
    query: bytes | None = None  # the bytes after `?`; None: no `?` at all
    body: bytes | None = None
    headers: list = field(default_factory=list)
    what: str = ""  # how it was made, for the report

    def wire(self):
        target = self.path.encode() + (b"" if self.query is None else b"?" + self.query)
        lines = [self.method.encode() + b" " + target + b" HTTP/1.1", b"Host: " + HOST, b"X-Request-ID: " + REQUEST_ID]
        for key, value in self.headers:
            lines.append(f"{key}: {value}".encode())
        if self.body is not None:
            lines += [b"Content-Type: application/json", b"Content-Length: " + str(len(self.body)).encode()]
        return b"\r\n".join(lines) + b"\r\n\r\n" + (self.body or b"")


def get(path, query=None, what=""):
    return Request("GET", path, None if query is None else query.encode("utf-8", "surrogateescape"), what=what)


@dataclass
class Config:
    """One header configuration for one endpoint, all but its offset: (name, value) items in the order sent."""
    endpoint: str
    items: list  # (name, text or None for a bare name)
    offset_at: int  # where the offset item goes among the items

    def copy(self):
        return Config(self.endpoint, list(self.items), self.offset_at)


def encode_item(name, value, space="%20"):
    """One query item as a browser writes it: name and value percent-encoded, `,` and `:` left as they are."""
    text = quote(name, safe="")
    if value is None:
        return text
    return text + "=" + quote(value, safe=",:").replace("%20", space)


def query_items(config, offset, space="%20"):
    """The encoded items of `config` with `offset` (text, or None for none) at its place."""
    items = [encode_item(n, v, space) for n, v in config.items]
    if offset is not None:
        items.insert(min(config.offset_at, len(items)), "offset=" + offset)
    return items


def well_formed(config, offset, space="%20"):
    return get(config.endpoint, "&".join(query_items(config, offset, space)), what="well-formed")


# ---------------------------------------------------------------------------------------------------------------
# Values, from the catalog


class Catalog:
    def __init__(self, document):
        self.parameters = {p["name"]: p for p in document["parameters"]}
        self.styles = document["styles"]["values"]
        self.default_style = document["styles"]["default"]
        self.icons = [icon["name"] for icon in document["icons"]]
        # The styles that read `path`, from the catalog: offset=x there is the path 0,x.
        self.path_styles = set(self.parameters["path"].get("styles", self.styles))
        self.header_names = [n for n in self.parameters if n not in ENDPOINT_ONLY | {"offset", "path", "style"}]

    def style_of(self, config):
        return dict(config.items).get("style", self.default_style)

    def applies(self, name, style):
        styles = self.parameters[name].get("styles")
        return styles is None or style in styles

    def schema(self, name):
        return self.parameters[name]["schema"]


def number_text(value):
    """A number as the playground writes it: no exponent, no trailing zeros."""
    if value == int(value) and abs(value) < 1e15:
        return str(int(value))
    return f"{value:.3f}".rstrip("0").rstrip(".")


def number_value(rng, name, schema, cheap):
    low, high = schema.get("minimum", -1000), schema.get("maximum", 1000)
    roll = rng.random()
    if cheap and roll < 0.08:
        return rng.choice([low, high])
    if "default" in schema and roll < 0.2:
        return schema["default"]
    high = min(high, COMFORT.get(name, high))
    if schema["type"] == "integer":
        return rng.randint(int(low), int(high))
    value = rng.uniform(low, high)
    return round(value, rng.choice([0, 0, 1, 3]))


def action_list(rng, icons):
    """One to four actions; now and then a prominent one, or a spacer between two (fidelity=ios26 draws both, the
    other fidelities accept and ignore them)."""
    items = []
    for _ in range(rng.choice([1, 1, 2, 3, 4])):
        item = "text:" + rng.choice(LABELS) if rng.random() < 0.25 else rng.choice(icons)
        if rng.random() < 0.15:
            item = "prominent:" + item
        if items and rng.random() < 0.2:
            items.append("spacer")
        items.append(item)
    return ",".join(items)


def offset_value(rng):
    roll = rng.random()
    if roll < 0.55:
        return rng.randint(-120, 400)
    if roll < 0.8:
        return round(rng.uniform(-100, 300), rng.choice([1, 2, 3]))
    if roll < 0.9:
        return rng.choice([0, 10, 16, 26, 42, 51.999, 52, 52.001, 57, 62, 120, 140])
    return rng.choice([1000, 5000, 99999.5, 100000, -100000, -5000])


def value_for(rng, catalog, name, cheap):
    """A well-formed value for parameter `name`, as query text (None: the bare name)."""
    schema = catalog.schema(name)
    if name in ("leading", "trailing"):
        return action_list(rng, catalog.icons)
    if name == "tabs":
        # One to five labels (a list in the query's syntax), so `selectedTab` is often in range.
        return ",".join(rng.sample(["Inbox", "Sent", "Drafts", "All", "Unread", "שיחות", "A long tab label"],
                                   rng.randint(1, 5)))
    if name == "seedColor":
        text = "#%06X" % rng.randrange(1 << 24)
        return text if rng.random() < 0.7 else text.lower()
    if "enum" in schema:
        return rng.choice(schema["enum"])
    if schema["type"] == "boolean":
        return rng.choice(["true", "false", "1", "0", None])
    if schema["type"] in ("number", "integer"):
        return number_text(number_value(rng, name, schema, cheap))
    return rng.choice([t for t in TEXTS if len(t) <= schema.get("maxLength", 200)])


def path_value(rng):
    points = [offset_value(rng) for _ in range(rng.choice([1, 2, 3, 3, 5]))]
    if rng.random() < 0.5:
        points = [0] + points
    return ",".join(number_text(p) for p in points)


def range_items(rng, endpoint):
    """`from`, `to`, `step` (or the filmstrip's own) giving a few frames; now and then one left at its default."""
    start = rng.choice([-60, -20, 0, 0, 10, 26, 40, 100])
    frames = rng.randint(1, MAX_FRAMES)
    step = rng.choice([1, 2, 2.5, 5, 10, 20])
    end = start + step * (frames - 1)
    if endpoint in RANGED:
        items = [("from", number_text(start)), ("to", number_text(end)), ("step", number_text(step))]
        # Left out, `from` is 0 and `step` 1: drop one only when the defaults still give few frames.
        if rng.random() < 0.1 and start == 0:
            items.pop(0)
        elif rng.random() < 0.1 and end - start <= MAX_FRAMES:
            items.pop(2)
        return items
    if endpoint == "/v1/curves.svg":
        items = [("from", number_text(start)), ("to", number_text(end + 60))]
        return [i for i in items if rng.random() < 0.7]
    if endpoint == "/v1/filmstrip.svg":
        if rng.random() < 0.5:
            count = rng.randint(1, 6)
            return [("offsets", ",".join(number_text(offset_value(rng)) for _ in range(count)))]
        items = [("from", number_text(start)), ("to", number_text(end + 60)), ("frames", str(rng.randint(2, 6)))]
        return [i for i in items if rng.random() < 0.7]
    return []


def new_config(rng, catalog, endpoint):
    style = rng.choice(catalog.styles)
    items = [("style", style)] if rng.random() < 0.92 else []
    cheap = endpoint == "/v1/geometry"
    for name in catalog.header_names:
        # Mostly what the style reads; now and then what it ignores, which is checked and must not move the ETag.
        chance = 0.2 if catalog.applies(name, style) else 0.03
        if rng.random() < chance:
            items.append((name, value_for(rng, catalog, name, cheap)))
    items += range_items(rng, endpoint)
    if "crop" in ENDPOINT_EXTRAS[endpoint] and rng.random() < 0.15:
        items.append(("crop", value_for(rng, catalog, "crop", cheap)))
    rng.shuffle(items)
    offset_at = len(items) if rng.random() < 0.7 else rng.randint(0, len(items))
    if style in catalog.path_styles and rng.random() < 0.2:
        items.append(("path", path_value(rng)))
    return Config(endpoint, items, offset_at)


def neighbour(rng, catalog, config):
    """`config` with one thing changed: a value, a parameter added or removed, or two items swapped."""
    config = config.copy()
    names = [n for n, _ in config.items]
    roll = rng.random()
    if roll < 0.45 and config.items:
        index = rng.randrange(len(config.items))
        name = config.items[index][0]
        if name in catalog.parameters and name not in ENDPOINT_ONLY and name != "path":
            config.items[index] = (name, value_for(rng, catalog, name, config.endpoint == "/v1/geometry"))
    elif roll < 0.75:
        choices = [n for n in catalog.header_names + ["style"] if n not in names]
        if choices:
            name = rng.choice(choices)
            config.items.insert(rng.randint(0, len(config.items)), (name, value_for(rng, catalog, name, False)))
    elif roll < 0.9 and config.items:
        removable = [i for i, (n, _) in enumerate(config.items) if n not in ENDPOINT_ONLY]
        if removable:
            config.items.pop(rng.choice(removable))
    elif len(config.items) >= 2:
        a, b = rng.sample(range(len(config.items)), 2)
        config.items[a], config.items[b] = config.items[b], config.items[a]
    return config


# ---------------------------------------------------------------------------------------------------------------
# Odd query shapes, each made from a well-formed configuration and offset


def number_forms(text):
    """The same number written in other ways the query grammar reads alike, and some it refuses (`+` is a space)."""
    value = float(text)
    forms = [text + ".0", text + ".", "0" + text if value >= 0 else "-0" + text[1:], f"{value:e}",
             f"{value / 10!r}e1", f"{value * 10!r}e-1", "%2B" + text, "+" + text, text + "+", text + "e0",
             text + "E+0", "%" + "%".join(f"{ord(c):02X}" for c in text)]
    if value == 0:
        forms += ["-0", "-0.0", "0e5", "-0e-3", ".0", "-.0", "+0", "00"]
    if "." in text:
        forms += [text + "000", text.rstrip("0")]
    return forms


def case_variant(rng, text):
    variants = [text.upper(), text.capitalize(), text[:1].upper() + text[1:], text.lower(), text.swapcase()]
    return rng.choice([v for v in variants if v != text] or [text.upper()])


def percent_some(rng, text):
    """`text` with one or more of its characters written as `%XX` (either case of hex digit)."""
    if not text:
        return text
    chosen = set(rng.sample(range(len(text)), rng.randint(1, len(text))))
    out = []
    for index, char in enumerate(text):
        if index in chosen:
            hexed = "".join(f"%{b:02X}" for b in char.encode())
            out.append(hexed.lower() if rng.random() < 0.3 else hexed)
        else:
            out.append(char)
    return "".join(out)


BAD_VALUES = {
    "number": ["abc", "nan", "inf", "-inf", "0x1A", "", "1e999", "1,2", "26px", "--1", "1e", ".", "%20", "1 "],
    "integer": ["2.5", "1e1", "-1", "x"],
    "boolean": ["yes", "TRUE", "2", ""],
    "enum": ["", "huge", "none ", "%00"],
    "string": ["x" * 201, "a%00b", "%ZZ", "%FF", "%C3", "%E2%80%AEevil"],
}


def bad_value(rng, catalog, name):
    schema = catalog.schema(name)
    if "enum" in schema:
        return rng.choice(BAD_VALUES["enum"] + [case_variant(rng, rng.choice(schema["enum"]))])
    if name in ("leading", "trailing"):
        return rng.choice(["rocket", "search,plus,more,menu,share", "text:", "text:" + "x" * 51, ",,", "search,,",
                           "spacer", "spacer,search", "search,spacer", "search,spacer,spacer,plus", "prominent:",
                           "prominent:rocket", "prominent:spacer", "prominent:prominent:plus"])
    if name == "seedColor":
        return rng.choice(["%2312345", "red", "%23GGGGGG", "123456", "%23ABCDEF0"])
    if name in ("path", "offsets"):
        return rng.choice(["", "1,,2", ",", "0,nan", "1;2", ",".join(["0"] * 2002), "0,1e999"])
    kind = schema.get("type", "string")
    if kind in ("number", "integer"):
        low, high = schema.get("minimum", 0), schema.get("maximum", 0)
        return rng.choice(BAD_VALUES[kind] + BAD_VALUES["number"] + [number_text(low - 1), number_text(high + 1)])
    return rng.choice(BAD_VALUES.get(kind, BAD_VALUES["string"]))


@dataclass
class Odd:
    """What an odd shape is made from: the configuration, its offset text and its well-formed items."""
    rng: random.Random
    catalog: Catalog
    config: Config
    offset: str | None
    items: list

    def at_random_place(self, item, items=None):
        items = list(self.items if items is None else items)
        items.insert(self.rng.randint(0, len(items)), item)
        return items


# Each shape returns (query text or None for no `?`, what was done), or None when it does not apply.


def empty_items(odd):  # `?&`, `?&&`, `a&&b`, leading and trailing `&`
    rng, items = odd.rng, odd.items
    choice = rng.randrange(5)
    if choice == 0 or not items:
        return rng.choice(["&", "&&", "", "&&&"]), "only empty items"
    if choice == 1:
        return "&" + "&".join(items), "leading &"
    if choice == 2:
        return "&".join(items) + rng.choice(["&", "&&"]), "trailing &"
    return "&".join(odd.at_random_place("")), "empty item inside"


def empty_name(odd):  # `?=x`
    return "&".join(odd.at_random_place(odd.rng.choice(["=x", "=", "=26", "=large"]))), "empty name"


def bare_name(odd):  # a name without `=`
    name = odd.rng.choice(["title", "back", "subtitle", "guides", "offset", "style", "path", "rows", "nope"])
    return "&".join(odd.at_random_place(name)), f"bare {name}"


def given_twice(odd):  # a parameter given twice, with the same value or another
    if not odd.items:
        return None
    again = odd.rng.choice(odd.items)
    name = again.partition("=")[0]
    if odd.rng.random() < 0.5:
        again = name + "=" + (offset_text(odd.rng) if name == "offset" else "x")
    return "&".join(odd.at_random_place(again)), f"{name} twice"


def escaped_name(odd):  # `%73tyle=large`, `%6Fffset=26`
    return rewrite_item(odd, lambda name, eq, value: percent_some(odd.rng, name) + eq + value, "escaped name")


def escaped_value(odd):  # `style=%6Carge`, `offset=%32%36`
    return rewrite_item(odd, lambda name, eq, value: name + eq + percent_some(odd.rng, value), "escaped value")


def letter_case(odd):  # `Style=large`, `style=Large`
    def change(name, eq, value):
        if odd.rng.random() < 0.5 or not value:
            return case_variant(odd.rng, name) + eq + value
        return name + eq + case_variant(odd.rng, value)
    return rewrite_item(odd, change, "letter case")


def rewrite_item(odd, change, what):
    """One item, picked at random, rewritten by `change(name, "=" or "", value)`."""
    if not odd.items:
        return None
    items = list(odd.items)
    index = odd.rng.randrange(len(items))
    items[index] = change(*items[index].partition("="))
    return "&".join(items), f"{what} ({items[index][:40]})"


def spaces(odd):  # `+` against `%20` in a text value
    rng = odd.rng
    text = rng.choice(["Mail boxes", "Save all", "a b c", " x ", "a+b"])
    name = rng.choice(["title", "subtitle", "back", "trailing"])
    value = ("text:" + text) if name == "trailing" else text
    space = rng.choice(["+", "%20"])
    base = [i for i in odd.items if i.partition("=")[0] != name]
    return "&".join(base + [encode_item(name, value, space)]), f"space as {space}"


def offset_forms(odd):  # `26.0`, `2.6e1`, `+26`, `026`, `-0`
    if odd.offset is None:
        return None
    form = odd.rng.choice(number_forms(odd.offset))
    return "&".join(query_items(odd.config, form)), f"offset={form}"


def other_number_forms(odd):  # the same for another number
    numeric = [(n, v) for n, v in odd.config.items
               if v is not None and odd.catalog.schema(n).get("type") in ("number", "integer")]
    if not numeric:
        return None
    name, value = odd.rng.choice(numeric)
    form = odd.rng.choice(number_forms(value))
    plain = encode_item(name, value)
    return "&".join(name + "=" + form if i == plain else i for i in odd.items), f"{name}={form}"


def no_offset(odd):
    return "&".join(query_items(odd.config, None)), "no offset"


def moved_offset(odd):
    if odd.offset is None:
        return None
    return "&".join(odd.at_random_place("offset=" + odd.offset, query_items(odd.config, None))), "offset moved"


def path_forms(odd):  # for the styles that read `path`: the path against the offset
    if odd.catalog.style_of(odd.config) not in odd.catalog.path_styles:
        return None
    rng, point = odd.rng, odd.offset or "0"
    base = [i for i in query_items(odd.config, None) if not i.startswith(("path=", "scrollBehavior="))]
    extra = rng.choice([
        [f"path={point}"], [f"path=0,{point}"], [f"path=0,400,{point}"], [f"path=0,{point}", f"offset={point}"],
        [rng.choice(["path=", "path", f"path={point},", f"Path=0,{point}", f"path=0%2C{point}", f"path=%2B{point}"])],
        [f"path=0,{point}", "scrollBehavior=" + rng.choice(["pinned", "enterAlways", "exitUntilCollapsed"])],
        [f"offset={point}", "scrollBehavior=" + rng.choice(["enterAlways", "exitUntilCollapsed"])],
    ])
    return "&".join(base + extra), "path: " + "&".join(extra)


def unknown_parameter(odd):
    name = odd.rng.choice(UNKNOWN_NAMES)
    return "&".join(odd.at_random_place(name + "=" + odd.rng.choice(["1", "x", "0"]))), f"unknown {name}"


def bad_parameter(odd):
    name = odd.rng.choice(odd.catalog.header_names + ["style", "offset"])
    base = [i for i in odd.items if i.partition("=")[0] != name]
    bad = bad_value(odd.rng, odd.catalog, name)
    return "&".join(odd.at_random_place(name + "=" + bad, base)), f"bad {name}={bad[:20]}"


def no_query(odd):
    return odd.rng.choice([None, ""]), "no query"


def reordered(odd):
    if len(odd.items) < 2:
        return None
    items = list(odd.items)
    odd.rng.shuffle(items)
    return "&".join(items), "reordered"


def raw_bytes(odd):  # bytes a browser would have escaped (one of them not UTF-8)
    text = odd.rng.choice(["Ünïcödé", "שלום", "a\"b", "<x>", "a'b", "\udcff", "~!*()", "a#b", "a;b", "a\tb", "a?b"])
    return "&".join(odd.items + ["title=" + text]), "raw bytes in a value"


def ignored_parameter(odd):  # one the style does not read: checked, then ignored, and the ETag must not move
    style = odd.catalog.style_of(odd.config)
    ignored = [n for n in odd.catalog.header_names if not odd.catalog.applies(n, style)]
    if not ignored:
        return None
    name = odd.rng.choice(ignored)
    base = [i for i in odd.items if i.partition("=")[0] != name]
    if odd.rng.random() < 0.7:
        value = value_for(odd.rng, odd.catalog, name, False)
        item = name if value is None else encode_item(name, value)
    else:
        item = name + "=" + bad_value(odd.rng, odd.catalog, name)
    return "&".join(base + [item]), f"ignored {item[:40]}"


SHAPES = [empty_items, empty_name, bare_name, given_twice, escaped_name, escaped_value, letter_case, spaces,
          offset_forms, other_number_forms, no_offset, moved_offset, path_forms, unknown_parameter, bad_parameter,
          no_query, reordered, raw_bytes, ignored_parameter]


def odd_query(rng, catalog, config, offset):
    """An odd query made from `config` at `offset`: (query text or None, what was done)."""
    odd = Odd(rng, catalog, config, offset, query_items(config, offset))
    made = rng.choice(SHAPES)(odd)
    return made or ("&".join(odd.items), "well-formed")


def offset_text(rng):
    return number_text(offset_value(rng))


# ---------------------------------------------------------------------------------------------------------------
# POST bodies


def json_value(catalog, name, value):
    """The JSON value of a query item: numbers as numbers, lists as arrays, a bare flag as true."""
    schema = catalog.schema(name) if name in catalog.parameters else {}
    kind = schema.get("type")
    if name in ("leading", "trailing"):
        return [json_action(item) for item in (value or "").split(",")]
    if name in ("path", "offsets"):
        return [float(x) if "." in x else int(x) for x in value.split(",")]
    if kind == "boolean":
        return value in (None, "true", "1")
    if kind in ("number", "integer") and value is not None:
        number = float(value)
        return int(number) if number == int(number) else number
    return "" if value is None else value


def json_action(item):
    """One action of a query list as its JSON member: a string, `{"text": …}`, `{"spacer": true}`, or an object with
    `"prominent": true` for a prominent one."""
    if item == "spacer":
        return {"spacer": True}
    if item.startswith("prominent:"):
        inner = item[len("prominent:"):]
        if inner.startswith("text:"):
            return {"text": inner[5:], "prominent": True}
        return {"icon": inner, "prominent": True}
    return {"text": item[5:]} if item.startswith("text:") else item


JSON_NUMBER_FORMS = ["{}", "{}.0", "{}e0", "{}.000", "{}E+0"]


def post_body(rng, catalog, config, offset, odd):
    """The configuration as a JSON object; `odd` adds one of the shapes a body can take that a query cannot."""
    members = [(n, json_value(catalog, n, v)) for n, v in config.items]
    if odd and rng.random() < 0.3:
        rng.shuffle(members)
    texts = [json.dumps(n) + ":" + json.dumps(v, ensure_ascii=rng.random() < 0.5) for n, v in members]
    what = "post"
    if offset is not None:
        form = rng.choice(JSON_NUMBER_FORMS) if odd else "{}"
        number = offset
        if odd and float(offset) == 0 and rng.random() < 0.5:
            number = "-0"
        texts.insert(min(config.offset_at, len(texts)), '"offset":' + form.format(number))
        what += f" offset {form.format(number)}"
    if odd:
        choice = rng.randrange(7)
        if choice == 0:
            texts.append('"offset":"' + (offset or "0") + '"')
            what += ", offset as a string"
        elif choice == 1 and texts:
            texts.append(rng.choice(texts))
            what += ", a member twice"
        elif choice == 2:
            texts.append('"' + rng.choice(UNKNOWN_NAMES) + '":1')
            what += ", unknown member"
        elif choice == 3:
            texts.append('"title":null')
            what += ", null member"
        elif choice == 4:
            return b"", "post, empty body"
        elif choice == 5:
            return rng.choice([b"{", b"[]", b"{}", b'{"offset":26,}', b'{"title":"\xff"}']), "post, odd body"
    return ("{" + ",".join(texts) + "}").encode(), what


# ---------------------------------------------------------------------------------------------------------------
# The request stream


class Stream:
    """Seeded requests in groups; each group is sent in order, so what warms the cache comes first."""

    def __init__(self, rng, catalog):
        self.rng = rng
        self.catalog = catalog
        self.configs = []  # recent configurations, newest last
        self.history = []  # earlier requests
        self.tags = []  # (request, entity tag) of earlier answers, for If-None-Match

    def remember(self, request, reference):
        """Keeps `request` for repeats, and its entity tag for If-None-Match."""
        self.history.append(request)
        del self.history[:-2000]
        tag = reference.header("etag") if reference else None
        if tag and request.method == "GET" and not request.headers:
            self.tags.append((request, tag))
            del self.tags[:-500]

    def endpoint(self):
        return self.rng.choices(list(ENDPOINT_WEIGHTS), weights=list(ENDPOINT_WEIGHTS.values()))[0]

    def recent_config(self):
        """An earlier configuration, the recent ones likelier; a new one when there is none."""
        if not self.configs or self.rng.random() < 0.12:
            config = new_config(self.rng, self.catalog, self.endpoint())
            self.configs.append(config)
            del self.configs[:-300]
            return config
        index = len(self.configs) - 1 - min(int(self.rng.expovariate(0.15)), len(self.configs) - 1)
        return self.configs[index]

    def offset_for(self, config):
        """A new offset for `config`; none when it has a path (its last point is the offset), and now and then."""
        if any(n == "path" for n, _ in config.items) or self.rng.random() < 0.05:
            return None
        return offset_text(self.rng)

    def group(self):
        rng = self.rng
        roll = rng.random()
        if roll < 0.3:
            return self.slider()
        if roll < 0.42 and self.history:
            return [rng.choice(self.history[-500:])]
        if roll < 0.56:
            config = neighbour(rng, self.catalog, self.recent_config())
            self.configs.append(config)
            return [well_formed(config, self.offset_for(config), rng.choice(["%20", "+"]))]
        if roll < 0.86:
            return self.odd()
        if roll < 0.94:
            return self.post()
        if roll < 0.97 and self.tags:
            request, tag = rng.choice(self.tags[-200:])
            return [Request(request.method, request.path, request.query, request.body,
                            [("If-None-Match", rng.choice([tag, "W/" + tag, '"x", ' + tag, "*", '"x"']))],
                            what="If-None-Match")]
        config = self.recent_config()
        request = well_formed(config, self.offset_for(config))
        return [Request("HEAD", request.path, request.query, what="HEAD")]

    def slider(self):
        """One configuration at several offsets in a row, as a slider sends: the scenes answer these."""
        config = self.recent_config()
        if config.endpoint not in ("/v1/geometry", "/v1/preview.svg") and self.rng.random() < 0.6:
            config = self.recent_config()
        return [well_formed(config, self.offset_for(config)) for _ in range(self.rng.randint(1, 6))]

    def odd(self):
        """The well-formed request first (sometimes at another offset too), so the cache is warm, then the odd one;
        now and then the odd one first, then the well-formed one, then the odd one again."""
        rng = self.rng
        config = self.recent_config()
        offset = self.offset_for(config)
        query, what = odd_query(rng, self.catalog, config, offset)
        odd = get(config.endpoint, query, what=what)
        warm = well_formed(config, offset)
        if rng.random() < 0.2:
            return [odd, warm, odd]
        group = [warm]
        if rng.random() < 0.4:
            group.append(well_formed(config, offset_text(rng)))
        return group + [odd]

    def post(self):
        """POSTs of one configuration, at a few offsets (the POST scenes), one of them odd now and then."""
        rng = self.rng
        config = self.recent_config()
        group = []
        for _ in range(rng.randint(1, 4)):
            body, what = post_body(rng, self.catalog, config, self.offset_for(config), rng.random() < 0.3)
            group.append(Request("POST", config.endpoint, None, body, what=what))
        if rng.random() < 0.05:
            group.append(Request("POST", config.endpoint, b"offset=1", b"{}", what="post with a query"))
        return group


# ---------------------------------------------------------------------------------------------------------------
# Running


class Run:
    def __init__(self, cached, uncached):
        self.cached, self.uncached = cached, uncached
        self.requests = self.compared = self.differences = self.errors = 0

    def fail(self, headline, request, detail=""):
        """Prints a failure: in full for the first ones, then the headline, the request and a digest of each answer,
        so a run with a widespread difference stays readable."""
        print(headline)
        print(f"  request {request.wire()!r}")
        if detail and self.differences + self.errors <= FAILURES_SHOWN_IN_FULL:
            print(detail)

    def send(self, client, name, request):
        try:
            answer = client.exchange(request.wire(), head=request.method == "HEAD")
        except ConnectionTrouble as error:
            self.errors += 1
            self.fail(f"CONNECTION ERROR ({name}): {error}", request)
            return None
        if answer.status >= 500:
            self.errors += 1
            self.fail(f"5xx ({name}): {answer.status}", request, answer.describe())
        return answer

    def check(self, request, repeats):
        """Sends `request` once to the uncached copy and `repeats` times to the cached one; compares each."""
        self.requests += 1
        reference = self.send(self.uncached, "uncached", request)
        for attempt in range(repeats):
            answer = self.send(self.cached, "cached", request)
            if reference is None or answer is None:
                continue
            self.compared += 1
            if answer.compared() != reference.compared():
                self.differences += 1
                self.fail(f"DIFFERENCE ({request.what}; cached answer {attempt + 1} of {repeats}): "
                          f"cached {answer.brief()}, uncached {reference.brief()}", request,
                          f"  cached:\n{answer.describe()}\n  uncached:\n{reference.describe()}")
        return reference


def wait_healthy(client, name, seconds=30):
    deadline = time.monotonic() + seconds
    while True:
        try:
            answer = client.exchange(get("/healthz").wire())
            if answer.status == 200:
                return True
        except ConnectionTrouble:
            pass
        if time.monotonic() > deadline:
            print(f"differential: the {name} copy does not answer /healthz")
            return False
        time.sleep(0.1)


def catalog_of(client):
    answer = client.exchange(get("/v1/catalog").wire())
    if answer.status != 200:
        raise SystemExit(f"differential: /v1/catalog answered {answer.status}")
    return Catalog(json.loads(answer.body))


def main():
    binary = os.environ.get("MASTHEAD_BINARY", str(ROOT / ".build/debug/masthead"))
    seed = int(os.environ.get("DIFF_SEED", DEFAULT_SEED))
    count = int(os.environ.get("DIFF_REQUESTS", DEFAULT_REQUESTS))
    started = time.monotonic()
    # start_service adds `--port 0 --log none`: the cached copy runs with its defaults otherwise.
    cached_process, cached_port = start_service(binary, [], name="differential (cached)")
    uncached_process, uncached_port = start_service(binary, ["--cache-bytes", "0"], name="differential (uncached)")
    try:
        run = Run(Client(cached_port), Client(uncached_port))
        healthy = wait_healthy(run.cached, "cached") and wait_healthy(run.uncached, "uncached")
        if not healthy:
            return 1
        rng = random.Random(seed)
        stream = Stream(rng, catalog_of(run.uncached))
        run.check(get("/v1/catalog", what="catalog"), 1)
        while run.requests < count:
            for request in stream.group()[:count - run.requests]:
                # Up to three times to the cached copy: its second and third answers come from the caches.
                repeats = rng.choices([1, 2, 3], weights=[3, 5, 2])[0]
                reference = run.check(request, repeats)
                stream.remember(request, reference)
        healthy = wait_healthy(run.cached, "cached", 5) and wait_healthy(run.uncached, "uncached", 5)
        run.cached.close()
        run.uncached.close()
    finally:
        stop_service(cached_process)
        stop_service(uncached_process)
    elapsed = time.monotonic() - started
    errors = f", {run.errors} errors" if run.errors else ""
    print(f"differential: {run.requests} requests, {run.compared} compared, {run.differences} differences{errors} "
          f"(seed {seed}, {elapsed:.1f} s)")
    return 0 if run.differences == 0 and run.errors == 0 and healthy else 1


if __name__ == "__main__":
    sys.exit(main())
