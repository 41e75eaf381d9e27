"""End-to-end test of the playground in a real browser.

Starts the already built service (env MASTHEAD_BINARY, default .build/debug/masthead) on a free port with the
repository's Public/ folder, drives headless Chromium through chromedriver, audits the page with axe-core (PyPI
axe-selenium-python), and saves screenshots to artifacts/e2e/. Run from the repository root:

    python3 -m pytest -q Tests/e2e
"""

import json
import re
import urllib.request
from pathlib import Path

import pytest
from axe_selenium_python import Axe
from selenium.common.exceptions import JavascriptException, StaleElementReferenceException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

from exports_support import headless_chrome, service  # noqa: F401 (the service fixture is found by name)

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "artifacts" / "e2e"
WAIT = 15


# MARK: - The service


@pytest.fixture(scope="module")
def catalog(service):
    return service.get_json("/v1/catalog")


@pytest.fixture(scope="module")
def openapi(service):
    return service.get_json("/openapi.json")


@pytest.fixture(scope="module")
def browser():
    driver = headless_chrome(
        "--disable-dev-shm-usage", "--window-size=1440,900", capabilities={"goog:loggingPrefs": {"browser": "ALL"}})
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride", {"width": 1440, "height": 900, "deviceScaleFactor": 1, "mobile": False}
    )
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    yield driver
    driver.quit()


# MARK: - Helpers


def wait_for(driver, condition, message, timeout=WAIT):
    def check(_):
        try:
            return condition()
        except (JavascriptException, KeyError, StaleElementReferenceException, TypeError, ValueError):
            return False

    return WebDriverWait(driver, timeout, poll_frequency=0.05).until(check, message)


def geometry(driver):
    """The geometry document the page shows, parsed; None before the first answer."""
    text = driver.find_element(By.ID, "geometry-json").get_attribute("textContent")
    return json.loads(text) if text.strip() else None


def load(driver, url):
    driver.get(url)
    wait_for(driver, lambda: driver.execute_script("return document.body.dataset.state") == "idle", "page never settled")
    wait_for(driver, lambda: geometry(driver) is not None, "no geometry shown")


def preview(driver):
    """The current preview image: its blob URL, the query it shows and its SVG text.

    The page's policy lets a script fetch from its own origin only (`connect-src 'self'`), not from the `blob:`
    address the picture is shown through, so the text is that of the same request sent again: the answer to a query
    is the same bytes every time.
    """
    image = driver.find_element(By.ID, "preview-image")
    src = image.get_attribute("src")
    query = image.get_attribute("data-query")
    svg = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "fetch(arguments[0]).then(r => r.text()).then(done, e => done('ERROR ' + e));",
        "/v1/preview.svg" + (f"?{query}" if query else ""),
    )
    return {"src": src, "query": query, "svg": svg, "shown": image.is_displayed()}


def preview_query(driver):
    """The query of the preview shown now (read in one script: the image is replaced with every answer)."""
    return driver.execute_script("return document.getElementById('preview-image').dataset.query || ''")


def wait_preview(driver, query_part):
    wait_for(
        driver,
        lambda: query_part in (driver.find_element(By.ID, "preview-image").get_attribute("data-query") or ""),
        f"the preview never showed {query_part}",
    )
    return preview(driver)


def console_errors(driver, allow=()):
    """SEVERE browser log entries, except network entries matching one of the `allow` patterns."""
    entries = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    return [e for e in entries if not (e["source"] == "network" and any(re.search(p, e["message"]) for p in allow))]


def type_into(element, text):
    element.send_keys(Keys.CONTROL, "a")
    element.send_keys(Keys.DELETE)
    if text:
        element.send_keys(text)


def shot(driver, name):
    driver.save_screenshot(str(ARTIFACTS / name))


def control_values(driver):
    """Every control's value, keyed by id, plus the scrubber."""
    return driver.execute_script(
        """
        const values = {};
        const selector = '#form input, #form select, #request-form input, #request-form select, #offset, #offset-number';
        for (const el of document.querySelectorAll(selector)) {
          const key = el.id || (el.name + ':' + el.value);
          values[key] = (el.type === 'checkbox' || el.type === 'radio') ? el.checked : el.value;
        }
        values['overrides-open'] = document.getElementById('overrides').open;
        return values;
        """
    )


# MARK: - Tests


def choices(driver, name):
    """The values a select or a radio group offers for parameter `name` (a select's empty "default" left out)."""
    return driver.execute_script(
        """
        const el = document.querySelector(`[data-param="${arguments[0]}"]`);
        const inputs = el.tagName === 'SELECT' ? [...el.options] : [...el.querySelectorAll('input[type=radio]')];
        return inputs.map(i => i.value).filter(v => v !== '');
        """,
        name,
    )


def test_loads_without_console_errors_and_fills_controls_the_catalog_agrees_with(service, catalog, browser):
    load(browser, service.base + "/")
    shot(browser, "01-loaded.png")
    assert console_errors(browser) == []
    assert browser.title == "Masthead playground"

    styles = choices(browser, "style")
    assert styles == catalog["styles"]["values"] and len(styles) == 14
    assert Select(browser.find_element(By.ID, "style")).first_selected_option.get_attribute("value") == catalog[
        "defaults"
    ]["style"]
    assert choices(browser, "device") == [d["id"] for d in catalog["devices"]]
    assert browser.find_element(By.ID, "device-select").get_attribute("data-param") == "device"
    assert choices(browser, "content") == [k["id"] for k in catalog["contentKinds"]]
    assert choices(browser, "backFallback") == catalog["backFallbacks"]["values"]
    for name, key in (("appearance", "appearances"), ("direction", "directions"), ("edge", "edges")):
        radios = browser.find_elements(By.CSS_SELECTOR, f"#{name} input[type=radio]")
        assert [r.get_attribute("value") for r in radios] == catalog[key]["values"]
    assert browser.find_element(By.ID, "headerHeight").get_attribute("value") == str(catalog["defaults"]["headerHeight"])
    # Parameters of one style only (the description says so while the document has no `x-styles`) are hidden.
    assert not browser.find_element(By.ID, "navigation").is_displayed()
    assert not browser.find_element(By.ID, "headerHeight").is_displayed()
    assert browser.find_element(By.ID, "rows").get_attribute("placeholder") == str(catalog["contentKinds"][0]["defaultRows"])

    browser.find_element(By.ID, "trailing-add").click()
    icons = [o.get_attribute("value") for o in Select(browser.find_element(By.ID, "trailing-0-value")).options]
    assert icons == [i["name"] for i in catalog["icons"]]
    browser.find_element(By.ID, "trailing-0-remove").click()

    document = geometry(browser)
    assert document["style"] == catalog["defaults"]["style"] and document["offset"] == 0
    links = [a.get_attribute("href") for a in browser.find_elements(By.CSS_SELECTOR, ".links a[href^='/'], #example-list a")]
    assert any(link.endswith("/v1/catalog") for link in links)
    for link in links:
        with urllib.request.urlopen(link, timeout=10) as response:
            assert response.status == 200, link
    image = preview(browser)
    assert image["shown"] and image["svg"].lstrip().startswith(("<svg", "<?xml"))


def resolved(document, value):
    """`value` with a local `$ref` followed; members beside the reference (a description) kept over the target's."""
    if not isinstance(value, dict) or "$ref" not in value:
        return value
    target = document
    for part in value["$ref"][2:].split("/"):
        target = target[part]
    return {**resolved(document, target), **{k: v for k, v in value.items() if k != "$ref"}}


def query_parameters(document, path):
    """The query parameters of `GET path` in an OpenAPI document, by name, references (and their schemas') followed."""
    parameters = [resolved(document, p) for p in document["paths"][path]["get"]["parameters"]]
    return {p["name"]: {**p, "schema": resolved(document, p["schema"])} for p in parameters if p["in"] == "query"}


def control_of(driver, name):
    """What the page shows for parameter `name`: its control's tag, type, id, values, range and hint."""
    return driver.execute_script(
        """
        const name = arguments[0];
        const el = name === 'offset' ? document.getElementById('offset')
          : document.querySelector(`#form [data-param="${name}"], #request-form [data-param="${name}"]`);
        if (!el) return null;
        const radios = [...el.querySelectorAll('input[type=radio]')];
        const help = document.getElementById(`${el.id}-help`);
        const named = document.querySelector(`label[for="${el.id}"]`) || el.querySelector('legend, .label');
        return {
          tag: el.tagName.toLowerCase(), type: el.type || null, id: el.id, className: el.className,
          values: el.tagName === 'SELECT' ? [...el.options].map(o => o.value).filter(v => v !== '')
            : radios.map(r => r.value),
          value: el.tagName === 'FIELDSET' ? (radios.find(r => r.checked) || {}).value
            : el.type === 'checkbox' ? el.checked : el.value,
          min: el.getAttribute('min'), max: el.getAttribute('max'),
          hint: help ? help.textContent : null,
          label: named ? named.textContent.trim() : null,
        };
        """,
        name,
    )


def test_every_preview_parameter_of_the_document_has_its_control(service, openapi, browser):
    load(browser, service.base + "/")
    parameters = query_parameters(openapi, "/v1/preview.svg")
    assert len(parameters) >= 20
    for name, parameter in parameters.items():
        schema = parameter["schema"]
        control = control_of(browser, name)
        assert control is not None, f"no control for {name}"
        assert control["label"], f"{name} has no label"
        if name == "offset":
            assert control["type"] == "range"
            continue
        description = parameter["description"].replace("`", "")
        assert control["hint"] and description.startswith(control["hint"]), f"{name}: hint {control['hint']!r}"
        default = schema.get("default")
        if "enum" in schema:
            assert control["values"] == schema["enum"], name
            assert control["tag"] == ("fieldset" if len(schema["enum"]) <= 3 else "select"), name
            assert control["value"] == default, name
        elif schema["type"] == "boolean":
            assert (control["tag"], control["type"], control["value"]) == ("input", "checkbox", default), name
        elif schema["type"] in ("number", "integer"):
            assert (control["tag"], control["type"]) == ("input", "number"), name
            assert float(control["min"]) == schema["minimum"] and float(control["max"]) == schema["maximum"], name
            assert (float(control["value"]) if control["value"] else None) == default, name
        elif "actions-editor" in control["className"]:
            assert name in ("leading", "trailing")
        else:
            assert (control["tag"], control["type"], control["value"]) == ("input", "text", default or ""), name
    # Nothing in the form is there without a parameter of the document behind it.
    shown = browser.execute_script(
        "return [...document.querySelectorAll('#form [data-param]')].map(e => e.dataset.param)"
    )
    assert set(shown) <= set(parameters)


def test_other_endpoints_parameters_shape_the_request(service, openapi, browser):
    load(browser, service.base + "/?style=collapsible")
    preview_names = set(query_parameters(openapi, "/v1/preview.svg"))
    endpoints = [path for path, item in openapi["paths"].items()
                 if path.startswith("/v1/") and "get" in item and query_parameters(openapi, path)]
    offered = [o.get_attribute("value") for o in Select(browser.find_element(By.ID, "curl-endpoint")).options]
    assert offered == endpoints
    for path in endpoints:
        Select(browser.find_element(By.ID, "curl-endpoint")).select_by_value(path)
        # Its own parameters that apply to the page's style (an audit's `fontScales` is the Material styles').
        own = {name for name, parameter in query_parameters(openapi, path).items()
               if name not in preview_names and "collapsible" in parameter.get("x-styles", ["collapsible"])}
        visible = set(browser.execute_script(
            "return [...document.querySelectorAll('#request-fields [data-param]')]"
            ".filter(e => e.offsetParent !== null).map(e => e.dataset.param)"
        ))
        assert visible == own, path
        assert browser.find_element(By.ID, "curl-endpoint-help").text == openapi["paths"][path]["get"]["summary"]

    Select(browser.find_element(By.ID, "curl-endpoint")).select_by_value("/v1/filmstrip.svg")
    type_into(browser.find_element(By.ID, "from"), "0")
    type_into(browser.find_element(By.ID, "to"), "160")
    type_into(browser.find_element(By.ID, "frames"), "3")
    curl = lambda: browser.find_element(By.ID, "curl").get_attribute("value")
    wait_for(browser, lambda: "frames=3" in curl(), "the curl command never took frames")
    assert curl().startswith("curl -o filmstrip.svg '") and "style=collapsible" in curl() and "from=0&to=160" in curl()
    link = browser.find_element(By.ID, "open-request").get_attribute("href")
    with urllib.request.urlopen(link, timeout=10) as response:
        assert response.status == 200 and response.headers["Content-Type"].startswith("image/svg+xml")
        assert response.read().count(b"<svg") >= 1
    # The live requests take only what their endpoints take, so the preview is unaffected.
    wait_for(browser, lambda: "frames=3" in browser.current_url, "the URL never kept frames")
    assert "frames" not in preview_query(browser)
    assert not browser.find_element(By.ID, "problem").is_displayed()
    shot(browser, "03b-filmstrip-request.png")

    Select(browser.find_element(By.ID, "curl-endpoint")).select_by_value("/v1/timeline")
    assert not browser.find_element(By.ID, "frames").is_displayed() and browser.find_element(By.ID, "step").is_displayed()
    assert "frames" not in curl() and "from=0&to=160" in curl()
    Select(browser.find_element(By.ID, "curl-endpoint")).select_by_value("/v1/geometry")
    assert browser.find_element(By.ID, "request-fields").is_displayed() is False
    assert console_errors(browser) == []


# The service as it may describe itself later: `x-styles` on `edge`, and parameters the page has never heard of.
FUTURE_DOCUMENT = """
(() => {
  const extra = [
    {name: "badge", in: "query", required: false, description: "A badge beside the title.",
     schema: {type: "string", enum: ["none", "dot", "count", "new"], default: "none"}},
    {name: "haptics", in: "query", required: false, description: "Whether crossing a threshold taps.",
     schema: {type: "boolean", default: false}},
    {name: "shadowDepth", in: "query", required: false, description: "How deep the bar's shadow is.",
     "x-styles": ["large", "compact"], schema: {type: "integer", minimum: 0, maximum: 9, default: 3}},
    {name: "textSize", in: "query", required: false, description: "Dynamic Type category.",
     schema: {type: "string", enum: ["small", "medium", "large", "xLarge"], default: "large"}},
  ];
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await original(input, init);
    if (String(input) !== "/openapi.json") return response;
    const doc = await response.json();
    for (const [path, item] of Object.entries(doc.paths)) {
      const parameters = item.get && item.get.parameters;
      if (!parameters) continue;
      for (const p of parameters) if (p.name === "edge") p["x-styles"] = ["scrollEdge", "compact"];
      const shared = doc.components && doc.components.parameters && doc.components.parameters.edge;
      if (shared) shared["x-styles"] = ["scrollEdge", "compact"];
      if (path.startsWith("/v1/")) parameters.push(...extra.map((p) => ({...p})));
    }
    return new Response(JSON.stringify(doc), {status: 200, headers: {"Content-Type": "application/json"}});
  };
})();
"""


def group_of(driver, element_id):
    return driver.execute_script(
        "return document.getElementById(arguments[0]).closest('fieldset.group').querySelector('legend').textContent",
        element_id,
    )


def test_a_new_parameter_and_x_styles_need_no_change_to_the_page(service, browser):
    script = browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": FUTURE_DOCUMENT})
    try:
        load(browser, service.base + "/?style=large&edge=hard")
        assert choices(browser, "badge") == ["none", "dot", "count", "new"]
        assert browser.find_element(By.ID, "badge").tag_name == "select"
        assert group_of(browser, "badge") == "Other" and group_of(browser, "haptics") == "Other"
        assert browser.find_element(By.ID, "haptics").get_attribute("type") == "checkbox"
        depth = browser.find_element(By.ID, "shadowDepth")
        assert (depth.get_attribute("type"), depth.get_attribute("value")) == ("number", "3")
        assert (depth.get_attribute("min"), depth.get_attribute("max")) == ("0", "9")
        assert browser.find_element(By.ID, "shadowDepth-help").text == "How deep the bar's shadow is."
        assert group_of(browser, "textSize") == "Look"

        # `x-styles` decides where the document has it: edge for scrollEdge and compact, shadowDepth for large, compact.
        edge_query = lambda: "edge=hard" in preview_query(browser)
        assert depth.is_displayed() and not browser.find_element(By.ID, "edge").is_displayed()
        assert not edge_query(), "a parameter of other styles was sent"
        shot(browser, "11-future-document.png")
        Select(browser.find_element(By.ID, "style")).select_by_value("compact")
        wait_for(browser, lambda: edge_query(), "edge=hard was not sent for compact")
        assert depth.is_displayed() and browser.find_element(By.ID, "edge").is_displayed()
        assert browser.find_element(By.ID, "edge-hard").is_selected()
        Select(browser.find_element(By.ID, "style")).select_by_value("scrollEdge")
        wait_for(browser, lambda: not depth.is_displayed(), "shadowDepth stayed for scrollEdge")
        assert browser.find_element(By.ID, "edge").is_displayed()

        # Defaults are not sent; a changed value is, and the service's answer is shown beside the new control.
        Select(browser.find_element(By.ID, "badge")).select_by_value("dot")
        wait_for(browser, lambda: browser.find_element(By.ID, "problem-param").text == "badge", "badge was not sent")
        assert browser.find_element(By.ID, "badge").get_attribute("aria-invalid") == "true"
        assert browser.find_element(By.ID, "badge-error").is_displayed()
        assert console_errors(browser, allow=[r"status of 400"]) == []
    finally:
        browser.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": script["identifier"]})


def test_style_and_offset_change_the_preview_and_the_json(service, browser):
    load(browser, service.base + "/")
    before = preview(browser)

    Select(browser.find_element(By.ID, "style")).select_by_value("compact")
    wait_for(browser, lambda: geometry(browser)["style"] == "compact", "JSON never showed style compact")
    compact = wait_preview(browser, "style=compact")
    assert compact["src"] != before["src"] and compact["svg"] != before["svg"]

    type_into(browser.find_element(By.ID, "offset-number"), "30")
    wait_for(browser, lambda: geometry(browser)["offset"] == 30, "JSON never showed offset 30")
    scrolled = wait_preview(browser, "offset=30")
    assert scrolled["src"] != compact["src"] and scrolled["svg"] != compact["svg"]
    assert geometry(browser)["hairline"]["opacity"] == 1
    assert browser.find_element(By.ID, "offset").get_attribute("value") == "30"
    shot(browser, "02-compact-offset-30.png")
    assert console_errors(browser) == []


def test_thresholds_are_marked_on_the_slider(service, browser):
    load(browser, service.base + "/?style=large")
    thresholds = geometry(browser)["thresholds"]
    marks = browser.find_elements(By.CSS_SELECTOR, "#ticks button.tick")
    marked = {name: float(m.get_attribute("data-value")) for m in marks for name in m.get_attribute("data-threshold").split()}
    assert marked == {k: float(v) for k, v in thresholds.items()}
    assert all(m.is_displayed() and m.text for m in marks)

    Select(browser.find_element(By.ID, "style")).select_by_value("collapsible")
    wait_for(browser, lambda: geometry(browser)["style"] == "collapsible", "JSON never showed style collapsible")
    wait_for(
        browser,
        lambda: [m.get_attribute("data-threshold") for m in browser.find_elements(By.CSS_SELECTOR, "#ticks button.tick")]
        == ["collapsed"],
        "the collapsed mark never appeared",
    )
    tick = browser.find_element(By.CSS_SELECTOR, "#ticks button.tick")
    assert "collapsed" in tick.text and "120" in tick.text
    tick.click()
    wait_for(browser, lambda: geometry(browser)["offset"] == 120, "the mark did not jump to 120")
    wait_for(browser, lambda: geometry(browser)["progress"] == 0, "the header did not collapse")
    shot(browser, "03-collapsible-thresholds.png")


def test_the_url_restores_every_control(service, browser):
    load(browser, service.base + "/")
    by_id = browser.find_element
    Select(by_id(By.ID, "style")).select_by_value("scrollEdge")
    type_into(by_id(By.ID, "title"), "Today")
    type_into(by_id(By.ID, "subtitle"), "3 unread & more")
    by_id(By.ID, "back-enabled").click()
    type_into(by_id(By.ID, "back"), "Mailboxes")
    by_id(By.CSS_SELECTOR, "label[for=backFallback-system]").click()
    by_id(By.ID, "leading-add").click()
    Select(by_id(By.ID, "leading-0-value")).select_by_value("menu")
    by_id(By.ID, "trailing-add").click()
    by_id(By.ID, "trailing-add").click()
    Select(by_id(By.ID, "trailing-1-kind")).select_by_value("text")
    type_into(by_id(By.ID, "trailing-1-value"), "Done")
    Select(by_id(By.ID, "device-select")).select_by_value("iphone-se")
    by_id(By.CSS_SELECTOR, "#overrides summary").click()
    type_into(by_id(By.ID, "width"), "360")
    by_id(By.CSS_SELECTOR, "label[for=appearance-dark]").click()
    by_id(By.CSS_SELECTOR, "label[for=direction-rtl]").click()
    by_id(By.CSS_SELECTOR, "label[for=edge-hard]").click()
    by_id(By.CSS_SELECTOR, "label[for=content-cards]").click()
    type_into(by_id(By.ID, "rows"), "5")
    by_id(By.CSS_SELECTOR, "label[for=text-paths]").click()
    by_id(By.ID, "guides").click()
    type_into(by_id(By.ID, "offset-number"), "40")

    wait_for(browser, lambda: geometry(browser)["offset"] == 40 and geometry(browser)["direction"] == "rtl", "no answer")
    wait_for(browser, lambda: "offset=40" in browser.current_url and "guides=true" in browser.current_url, "URL not kept")
    wait_for(browser, lambda: browser.execute_script("return document.body.dataset.state") == "idle", "never idle")
    url = browser.current_url
    for part in ("style=scrollEdge", "title=Today", "back=Mailboxes", "backFallback=system", "leading=menu",
                 "trailing=search,text:Done", "device=iphone-se", "width=360", "appearance=dark", "direction=rtl",
                 "edge=hard", "content=cards", "rows=5", "text=paths", "guides=true", "offset=40"):
        assert part in url
    document = geometry(browser)
    assert document["style"] == "scrollEdge" and document["appearance"] == "dark"
    assert document["viewport"]["width"] == 360
    values = control_values(browser)
    json_text = browser.find_element(By.ID, "geometry-json").get_attribute("textContent")
    shot(browser, "04-before-reload.png")

    browser.get("about:blank")
    load(browser, url)
    wait_for(browser, lambda: geometry(browser)["offset"] == 40, "reloaded page shows another offset")
    assert control_values(browser) == values
    assert browser.find_element(By.ID, "geometry-json").get_attribute("textContent") == json_text
    assert browser.current_url == url
    assert "curl 'http://" in browser.find_element(By.ID, "curl").get_attribute("value")
    assert url.split("?", 1)[1] in browser.find_element(By.ID, "curl").get_attribute("value")
    browser.find_element(By.ID, "copy-curl").click()
    wait_for(browser, lambda: browser.find_element(By.ID, "copy-status").text != "", "copying said nothing")
    shot(browser, "05-restored-from-url.png")
    # Typing passes through states the service refuses (an empty text action label while retyping it).
    assert console_errors(browser, allow=[r"status of 400"]) == []


def test_an_invalid_value_names_the_parameter_and_keeps_the_picture(service, browser):
    load(browser, service.base + "/")
    before = preview(browser)
    by_id = browser.find_element
    by_id(By.CSS_SELECTOR, "#overrides summary").click()
    type_into(by_id(By.ID, "width"), "0")
    wait_for(browser, lambda: by_id(By.ID, "problem").is_displayed(), "no error shown")
    assert by_id(By.ID, "problem-param").text == "width"
    assert "width" in by_id(By.ID, "problem-detail").text
    assert by_id(By.ID, "width").get_attribute("aria-invalid") == "true"
    assert by_id(By.ID, "width-error").is_displayed() and "width" in by_id(By.ID, "width-error").text
    assert "width-error" in by_id(By.ID, "width").get_attribute("aria-describedby")
    assert preview(browser)["src"] == before["src"]
    shot(browser, "06-error-width-0.png")

    type_into(by_id(By.ID, "width"), "-5")
    wait_for(browser, lambda: "-5" in by_id(By.ID, "problem-detail").text, "no error for -5")
    type_into(by_id(By.ID, "width"), "")
    wait_for(browser, lambda: not by_id(By.ID, "problem").is_displayed(), "the error did not clear")
    assert by_id(By.ID, "width").get_attribute("aria-invalid") is None

    title = by_id(By.ID, "title")
    type_into(title, "x" * 300)
    wait_for(browser, lambda: by_id(By.ID, "problem-param").text == "title", "no error for a long title")
    assert title.get_attribute("aria-invalid") == "true" and "200" in by_id(By.ID, "title-error").text
    type_into(title, "Inbox")
    wait_for(browser, lambda: not by_id(By.ID, "problem").is_displayed(), "the title error did not clear")
    assert console_errors(browser, allow=[r"status of 400"]) == []


def test_keyboard_reaches_the_slider_and_arrow_keys_scroll(service, browser):
    load(browser, service.base + "/")
    browser.execute_script("document.activeElement && document.activeElement.blur()")
    for _ in range(40):
        ActionChains(browser).send_keys(Keys.TAB).perform()
        if browser.switch_to.active_element.get_attribute("id") == "offset":
            break
    slider = browser.switch_to.active_element
    assert slider.get_attribute("id") == "offset"
    slider.send_keys(Keys.ARROW_RIGHT)
    wait_for(browser, lambda: geometry(browser)["offset"] == 1, "ArrowRight did not scroll")
    slider.send_keys(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)
    wait_for(browser, lambda: geometry(browser)["offset"] == 3, "ArrowRight did not scroll further")
    wait_preview(browser, "offset=3")
    assert browser.execute_script("return document.activeElement.matches(':focus-visible')")
    shot(browser, "07-keyboard-slider.png")

    ActionChains(browser).key_down(Keys.SHIFT).send_keys(Keys.TAB, Keys.TAB).key_up(Keys.SHIFT).perform()
    screen = browser.switch_to.active_element
    assert screen.get_attribute("id") == "screen"
    screen.send_keys(Keys.PAGE_DOWN)
    wait_for(browser, lambda: geometry(browser)["offset"] == 103, "PageDown over the preview did not scroll")


def test_dragging_and_the_wheel_scroll_the_preview(service, browser):
    load(browser, service.base + "/")
    screen = browser.find_element(By.ID, "screen")
    offset = lambda: float(browser.find_element(By.ID, "offset").get_attribute("value"))

    ActionChains(browser).click_and_hold(screen).move_by_offset(0, -40).move_by_offset(0, -40).pause(0.2).release().perform()
    wait_for(browser, lambda: geometry(browser)["offset"] > 60, "dragging up did not scroll")

    browser.find_element(By.ID, "screen").send_keys(Keys.HOME)
    wait_for(browser, lambda: geometry(browser)["offset"] == 0, "Home did not go back to the top")
    chain = ActionChains(browser).click_and_hold(screen).move_by_offset(0, 40).move_by_offset(0, 60)
    chain.perform()
    wait_for(browser, lambda: geometry(browser)["offset"] < 0, "pulling down did not overscroll")
    assert geometry(browser)["offset"] > -100, "overscroll should resist the finger"
    shot(browser, "08-pulled-down.png")
    ActionChains(browser).release().perform()
    wait_for(browser, lambda: geometry(browser)["offset"] == 0, "overscroll did not spring back", timeout=5)

    ActionChains(browser).scroll_from_origin(ScrollOrigin.from_element(screen), 0, 120).perform()
    wait_for(browser, lambda: geometry(browser)["offset"] > 0 and offset() > 0, "the wheel did not scroll")
    assert browser.execute_script("return document.scrollingElement.scrollTop") == 0, "the page itself scrolled"


def test_narrow_and_dark_layouts(service, browser):
    browser.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True}
    )
    browser.execute_cdp_cmd(
        "Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]}
    )
    try:
        load(browser, service.base + "/?style=large&offset=20&back=Mailboxes&trailing=plus")
        stage = browser.find_element(By.CSS_SELECTOR, ".stage").rect
        controls = browser.find_element(By.CSS_SELECTOR, ".controls").rect
        assert controls["y"] >= stage["y"] + stage["height"] - 1, "controls should stack under the preview"
        width = browser.execute_script("return document.documentElement.scrollWidth")
        assert width <= 390, "the page should not scroll sideways"
        background = browser.execute_script("return getComputedStyle(document.body).backgroundColor")
        assert background == "rgb(14, 15, 18)"
        shot(browser, "09-narrow-dark.png")
        browser.execute_script("document.querySelector('.controls').scrollIntoView()")
        shot(browser, "10-narrow-dark-controls.png")
        assert console_errors(browser) == []
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        browser.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride", {"width": 1440, "height": 900, "deviceScaleFactor": 1, "mobile": False}
        )


# MARK: - Accessibility

SIZES = {"wide": (1440, 900, False), "phone": (390, 844, True)}
THEMES = ("light", "dark")


def emulate(driver, size, theme):
    width, height, mobile = SIZES[size]
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile}
    )
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": theme}]})


def restore(driver):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride", {"width": 1440, "height": 900, "deviceScaleFactor": 1, "mobile": False}
    )


def audit(driver):
    """axe-core's violations on the page as it is now."""
    axe = Axe(driver)
    axe.inject()
    return axe, axe.run()["violations"]


def open_every_part(driver):
    """Shows what starts closed: the screen overrides and an endpoint's own parameters."""
    driver.execute_script("document.getElementById('overrides').open = true")
    Select(driver.find_element(By.ID, "curl-endpoint")).select_by_value("/v1/filmstrip.svg")


@pytest.mark.parametrize("size", SIZES)
def test_axe_finds_no_violations(service, browser, size):
    pages = [
        ("default", "/", None),
        ("everything", "/?style=scrollEdge&back=Mailboxes&trailing=search,text:Done&leading=menu&guides=true",
         open_every_part),
        ("collapsible", "/?style=collapsible&offset=60", None),
    ]
    found = []
    try:
        for theme in THEMES:
            emulate(browser, size, theme)
            for name, path, prepare in pages:
                load(browser, service.base + path)
                if prepare:
                    prepare(browser)
                axe, violations = audit(browser)
                if violations:
                    found.append(f"{name}, {theme}: {axe.report(violations)}")
                width = browser.execute_script("return document.documentElement.scrollWidth")
                assert width <= SIZES[size][0], f"{name}: the page scrolls sideways ({width} px)"
            # A refused value: the alert over the preview and the message beside the control.
            browser.get(service.base + "/?width=0")
            wait_for(browser, lambda: browser.find_element(By.ID, "problem").is_displayed(), "no problem shown")
            axe, violations = audit(browser)
            if violations:
                found.append(f"problem, {theme}: {axe.report(violations)}")
            shot(browser, f"12-axe-{size}-{theme}.png")
    finally:
        restore(browser)
    assert not found, "\n".join(found)


def focus_ring(driver):
    """The focused element's id, whether it matches :focus-visible, and its outline as computed."""
    return driver.execute_script(
        """
        const el = document.activeElement, style = getComputedStyle(el), box = el.getBoundingClientRect();
        return {id: el.id, visible: el.matches(':focus-visible'), style: style.outlineStyle,
                width: parseFloat(style.outlineWidth), offset: parseFloat(style.outlineOffset),
                color: style.outlineColor, page: getComputedStyle(document.body).backgroundColor,
                box: {x: box.x, y: box.y, width: box.width, height: box.height}};
        """
    )


def ring_pixels(driver, ring):
    """A picture of the band just left of the focused element where its outline is drawn."""
    box = ring["box"]
    clip = {"x": box["x"] - max(ring["offset"], 0) - ring["width"], "y": box["y"] + box["height"] / 4,
            "width": max(ring["width"], 2), "height": box["height"] / 2, "scale": 1}
    return driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "clip": clip})["data"]


def rgb(text):
    return [int(v) for v in re.findall(r"\d+(?:\.\d+)?", text)[:3]]


def contrast(a, b):
    def luminance(color):
        channels = [c / 255 for c in color]
        channels = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("theme", THEMES)
def test_tab_shows_a_focus_ring_on_the_phone_and_the_slider(service, browser, theme):
    try:
        emulate(browser, "wide", theme)
        load(browser, service.base + "/")
        browser.execute_script("document.activeElement && document.activeElement.blur()")
        rings = {}
        for _ in range(40):
            ActionChains(browser).send_keys(Keys.TAB).perform()
            ring = focus_ring(browser)
            if ring["id"] in ("screen", "offset"):
                rings[ring["id"]] = ring
                shot(browser, f"13-focus-{ring['id']}-{theme}.png")
                # The outline must reach the screen: nothing around the element may clip it.
                focused = ring_pixels(browser, ring)
                browser.execute_script("document.activeElement.blur()")
                ring["painted"] = ring_pixels(browser, ring) != focused
                browser.execute_script("document.getElementById(arguments[0]).focus()", ring["id"])
            if ring["id"] == "offset":
                break
        assert set(rings) == {"screen", "offset"}, "Tab did not reach the phone and the slider"
        for element, ring in rings.items():
            assert ring["visible"], f"{element} does not match :focus-visible"
            assert ring["style"] != "none" and ring["width"] >= 2, f"{element} has no outline: {ring}"
            assert ring["painted"], f"{element}'s outline is not drawn (clipped?): {ring}"
            assert contrast(rgb(ring["color"]), rgb(ring["page"])) >= 3, f"{element}'s outline is faint: {ring}"
    finally:
        restore(browser)


# MARK: - Audit fixes

MATERIAL_STYLES = ("m3Small", "m3CenterAligned", "m3Medium", "m3Large", "m3MediumFlexible", "m3LargeFlexible")


def rect(driver, selector):
    return driver.execute_script(
        "const b = document.querySelector(arguments[0]).getBoundingClientRect();"
        "return {x: b.x, y: b.y, width: b.width, height: b.height, right: b.right, bottom: b.bottom};",
        selector,
    )


def forget_console(driver):
    """Drops the browser log so far: a test that checks it should not see what the tests before it left there."""
    driver.get_log("browser")


def overlap(a, b):
    """Whether two rectangles share more than a pixel's sliver."""
    across = min(a["right"], b["right"]) - max(a["x"], b["x"])
    down = min(a["bottom"], b["bottom"]) - max(a["y"], b["y"])
    return across > 1 and down > 1


@pytest.mark.parametrize("size", SIZES)
def test_the_scroll_behavior_control_fits_the_settings_column(service, browser, size):
    try:
        emulate(browser, size, "light")
        for style in MATERIAL_STYLES:
            load(browser, service.base + f"/?style={style}")
            box = browser.execute_script(
                """
                const column = document.querySelector('.controls'), control = document.querySelector('#scrollBehavior');
                const group = control.querySelector('.segmented').getBoundingClientRect();
                return {shown: control.offsetParent !== null,
                        scrollWidth: column.scrollWidth, width: column.clientWidth,
                        formRight: document.getElementById('form').getBoundingClientRect().right, right: group.right,
                        labels: [...control.querySelectorAll('label')].map((l) => {
                          const b = l.getBoundingClientRect();
                          return {text: l.textContent, left: b.left, right: b.right, group: [group.left, group.right],
                                  clipped: l.scrollWidth > l.clientWidth + 1};
                        })};
                """
            )
            assert box["shown"], style
            assert box["scrollWidth"] <= box["width"], f"{style}: the settings column scrolls sideways: {box}"
            assert box["right"] <= box["formRight"] + 0.5, f"{style}: the control is wider than the form: {box}"
            for label in box["labels"]:
                assert not label["clipped"], f"{style}: {label['text']!r} is cut"
                assert label["group"][0] - 0.5 <= label["left"] and label["right"] <= label["group"][1] + 0.5, label
        shot(browser, f"14-scroll-behavior-{size}.png")
    finally:
        restore(browser)


def test_material_values_have_names_and_help_and_are_sent_as_they_are(service, browser):
    forget_console(browser)
    load(browser, service.base + "/")
    option_text = lambda name: browser.execute_script(
        "return Object.fromEntries([...document.querySelector(`[data-param=\"${arguments[0]}\"]`)"
        ".querySelectorAll('option, label')].map((e) => [e.value ?? e.htmlFor, e.textContent]))",
        name,
    )
    styles = option_text("style")
    assert [styles[s] for s in MATERIAL_STYLES] == [
        "Small top app bar", "Center-aligned top app bar", "Medium top app bar", "Large top app bar",
        "Medium flexible top app bar (Expressive)", "Large flexible top app bar (Expressive)"]
    assert styles["large"] == "Large title"
    # `large` is also a Dynamic Type size, which is not a title.
    assert option_text("textSize")["large"] == "Large (the default size)"
    note = lambda element_id: browser.find_element(By.ID, f"{element_id}-note").text
    for style in MATERIAL_STYLES:
        Select(browser.find_element(By.ID, "style")).select_by_value(style)
        assert note("style") and style not in note("style"), style
    Select(browser.find_element(By.ID, "style")).select_by_value("m3Large")
    wait_preview(browser, "style=m3Large&")
    assert "Large top app bar header" in browser.find_element(By.ID, "preview-image").get_attribute("alt")

    navigation = option_text("navigation")
    assert [navigation[v] for v in ("back", "menu", "close")] == ["Back arrow", "Menu", "Close"]
    labels = {k.removeprefix("scrollBehavior-"): v for k, v in option_text("scrollBehavior").items()}
    assert labels == {"pinned": "Pinned", "enterAlways": "Enter always", "exitUntilCollapsed": "Exit until collapsed"}
    assert "pinnedScrollBehavior" in note("scrollBehavior")
    browser.find_element(By.CSS_SELECTOR, "label[for=scrollBehavior-exitUntilCollapsed]").click()
    assert "exitUntilCollapsedScrollBehavior" in note("scrollBehavior")
    Select(browser.find_element(By.ID, "navigation")).select_by_value("back")
    assert "arrow_back" in note("navigation")
    wait_preview(browser, "scrollBehavior=exitUntilCollapsed&navigation=back")

    Select(browser.find_element(By.ID, "style")).select_by_value("large")
    fidelity = {k.removeprefix("fidelity-"): v for k, v in option_text("fidelity").items()}
    assert fidelity == {"kit": "Header kit", "uikit": "UIKit", "ios26": "iOS 26"}
    assert "header kit" in note("fidelity")
    browser.find_element(By.CSS_SELECTOR, "label[for=fidelity-uikit]").click()
    assert "measured" in note("fidelity")
    wait_preview(browser, "fidelity=uikit")
    assert console_errors(browser) == []


def test_a_material_style_on_a_fresh_page_shows_a_pixel_and_the_new_material_controls(service, browser):
    forget_console(browser)
    load(browser, service.base + "/")
    device = lambda: Select(browser.find_element(By.ID, "device-select")).first_selected_option.get_attribute("value")
    assert device() == "iphone-15"
    Select(browser.find_element(By.ID, "style")).select_by_value("m3LargeFlexible")
    wait_preview(browser, "device=pixel-8")
    assert device() == "pixel-8"
    wait_for(browser, lambda: geometry(browser)["viewport"]["width"] == 412, "the geometry is not the Pixel's")
    # The new Material controls show for the styles that take them, with the service's values and range.
    assert choices(browser, "titleAlignment") == ["start", "center"]
    scale = browser.find_element(By.CSS_SELECTOR, '[data-param="fontScale"]')
    assert (scale.get_attribute("min"), scale.get_attribute("max")) == ("0.85", "2")
    browser.find_element(By.CSS_SELECTOR, "label[for=titleAlignment-center]").click()
    type_into(scale, "1.3")
    type_into(browser.find_element(By.CSS_SELECTOR, '[data-param="subtitle"]'), "3 unread")
    wait_preview(browser, "titleAlignment=center")
    wait_preview(browser, "fontScale=1.3")
    wait_for(browser, lambda: geometry(browser)["largeTitle"]["subtitle"]["text"] == "3 unread", "no subtitle")
    # Back to an iOS style: the phone picked for Material goes back to the default iPhone.
    Select(browser.find_element(By.ID, "style")).select_by_value("large")
    wait_for(browser, lambda: device() == "iphone-15", "the iPhone did not come back")
    # A phone picked by hand stays whatever style is chosen.
    Select(browser.find_element(By.ID, "device-select")).select_by_value("iphone-se")
    Select(browser.find_element(By.ID, "style")).select_by_value("m3Small")
    wait_preview(browser, "style=m3Small")
    assert device() == "iphone-se"
    assert console_errors(browser) == []


def test_page_keys_move_the_slider_the_way_they_scroll_the_phone(service, browser):
    forget_console(browser)
    load(browser, service.base + "/")
    offset = lambda: geometry(browser)["offset"]
    # The slider runs top to bottom: its smallest value is at the top, as a scroll bar's.
    writing = browser.execute_script(
        "const s = getComputedStyle(document.getElementById('offset')); return [s.writingMode, s.direction]")
    assert writing == ["vertical-lr", "ltr"]
    screen = browser.find_element(By.ID, "screen")
    screen.send_keys(Keys.PAGE_DOWN)
    wait_for(browser, lambda: offset() == 100, "PageDown over the phone did not scroll down")
    screen.send_keys(Keys.HOME)
    wait_for(browser, lambda: offset() == 0, "Home over the phone did not go to the top")

    slider = browser.find_element(By.ID, "offset")
    browser.execute_script("arguments[0].focus()", slider)
    for key, expected in ((Keys.ARROW_DOWN, 1), (Keys.PAGE_DOWN, 101), (Keys.PAGE_DOWN, 201), (Keys.PAGE_UP, 101),
                          (Keys.ARROW_UP, 100), (Keys.HOME, 0)):
        slider.send_keys(key)
        wait_for(browser, lambda: offset() == expected, f"{key!r} on the slider did not go to {expected} ({offset()})")
        assert float(slider.get_attribute("value")) == expected
    slider.send_keys(Keys.END)
    top = float(slider.get_attribute("max"))
    wait_for(browser, lambda: offset() == top, "End did not go to the slider's bottom")
    slider.send_keys(Keys.PAGE_DOWN)
    assert float(slider.get_attribute("max")) == top and float(slider.get_attribute("value")) == top
    slider.send_keys(Keys.PAGE_UP)
    wait_for(browser, lambda: offset() == top - 100, "PageUp from the bottom did not go up a page")
    assert console_errors(browser) == []


def test_the_url_keeps_the_chosen_endpoint(service, browser):
    forget_console(browser)
    load(browser, service.base + "/?style=large")
    endpoint = lambda: Select(browser.find_element(By.ID, "curl-endpoint")).first_selected_option.get_attribute("value")
    curl = lambda: browser.find_element(By.ID, "curl").get_attribute("value")
    Select(browser.find_element(By.ID, "curl-endpoint")).select_by_value("/v1/filmstrip.svg")
    type_into(browser.find_element(By.ID, "offsets"), "0,20,40")
    wait_for(browser, lambda: "endpoint=/v1/filmstrip.svg" in browser.current_url and "offsets=0,20,40"
             in browser.current_url, f"the URL never kept the endpoint: {browser.current_url}")
    url = browser.current_url
    request = curl()
    assert "/v1/filmstrip.svg?" in request and "offsets=0,20,40" in request and "endpoint" not in request
    # "Copy link" copies the same address (the clipboard is stubbed to see what it is given).
    browser.execute_script(
        "navigator.clipboard.writeText = (text) => { window.copiedText = text; return Promise.resolve(); }")
    browser.find_element(By.ID, "copy-link").click()
    wait_for(browser, lambda: browser.execute_script("return window.copiedText") == url, "Copy link copied another URL")

    browser.get("about:blank")
    load(browser, url)
    assert endpoint() == "/v1/filmstrip.svg"
    assert browser.find_element(By.ID, "offsets").is_displayed()
    assert browser.find_element(By.ID, "offsets").get_attribute("value") == "0,20,40"
    assert curl() == request
    assert browser.find_element(By.ID, "curl-endpoint-help").text.strip()
    assert "endpoint" not in preview_query(browser)

    # The first endpoint is left out of the URL; one the document does not have is not taken.
    Select(browser.find_element(By.ID, "curl-endpoint")).select_by_value("/v1/geometry")
    wait_for(browser, lambda: "endpoint=" not in browser.current_url, "the URL kept the first endpoint")
    load(browser, service.base + "/?endpoint=/v1/nothing")
    assert endpoint() == "/v1/geometry"
    assert console_errors(browser) == []


@pytest.mark.parametrize("size", SIZES)
def test_the_alert_covers_neither_the_phone_nor_the_scrubber(service, browser, size):
    forget_console(browser)
    try:
        emulate(browser, size, "light")
        load(browser, service.base + "/?style=large&offset=20")
        type_into(browser.find_element(By.ID, "title"), "x" * 300)
        wait_for(browser, lambda: browser.find_element(By.ID, "problem").is_displayed(), "no alert shown")
        problem = rect(browser, "#problem")
        for part in ("#device", ".scrubber", "#thresholds-caption", "#offset"):
            assert not overlap(problem, rect(browser, part)), f"the alert covers {part}"
        # Nothing is drawn over the caption: the topmost element at its centre is the caption itself.
        assert browser.execute_script(
            "const c = document.getElementById('thresholds-caption'); c.scrollIntoView({block: 'center'});"
            "const b = c.getBoundingClientRect();"
            "return c.contains(document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2))"
        )
        background = browser.execute_script(
            "return getComputedStyle(document.getElementById('problem')).backgroundColor")
        assert background.startswith("rgb(") and "rgba" not in background, background
        if size == "wide":
            assert problem["bottom"] <= 900, "the alert is below the window"
        shot(browser, f"15-alert-{size}.png")
        assert console_errors(browser, allow=[r"status of 400"]) == []
    finally:
        restore(browser)


def test_removing_an_action_does_not_leave_focus_on_the_next_remove_button(service, browser):
    load(browser, service.base + "/")
    for _ in range(3):
        browser.find_element(By.ID, "trailing-add").click()
    rows = lambda: len(browser.find_elements(By.CSS_SELECTOR, "#trailing .action-row"))
    active = lambda: browser.switch_to.active_element.get_attribute("id")
    assert rows() == 3
    browser.execute_script("document.getElementById('trailing-0-remove').focus()")
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    assert rows() == 2 and active() == "trailing-0-kind"
    # A second Enter lands on the next action's kind, which does not remove it.
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    browser.switch_to.active_element.send_keys(Keys.ESCAPE)
    assert rows() == 2
    browser.execute_script("document.getElementById('trailing-1-remove').focus()")
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    assert rows() == 1 and active() == "trailing-0-kind", "removing the last action should focus the one before"
    browser.execute_script("document.getElementById('trailing-0-remove').focus()")
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    assert rows() == 0 and active() == "trailing-add"
    wait_for(browser, lambda: "trailing" not in browser.current_url, "the URL kept removed actions")


def test_a_narrow_window_puts_the_scrubber_under_a_full_width_phone(service, browser):
    forget_console(browser)
    try:
        emulate(browser, "wide", "light")
        load(browser, service.base + "/?style=large")
        device, scrubber = rect(browser, "#device"), rect(browser, ".scrubber")
        assert scrubber["x"] >= device["right"], "at 1440 the scrubber is beside the phone"

        emulate(browser, "phone", "light")
        load(browser, service.base + "/?style=large&offset=20")
        device, scrubber, viewer = rect(browser, "#device"), rect(browser, ".scrubber"), rect(browser, ".viewer")
        assert device["width"] >= 0.95 * viewer["width"], f"the phone is {device['width']} px of {viewer['width']}"
        assert device["height"] <= 844, "the phone is taller than the window"
        assert scrubber["y"] >= device["bottom"], "the scrubber should be under the phone"
        assert scrubber["width"] >= 0.95 * viewer["width"]
        assert browser.execute_script("return document.documentElement.scrollWidth") <= 390
        # The slider still scrubs there.
        slider = browser.find_element(By.ID, "offset")
        browser.execute_script("arguments[0].focus()", slider)
        slider.send_keys(Keys.PAGE_DOWN)
        wait_for(browser, lambda: geometry(browser)["offset"] == 120, "PageDown on the narrow slider did not scroll")
        shot(browser, "16-narrow-phone-and-scrubber.png")
        assert console_errors(browser) == []
    finally:
        restore(browser)


def test_a_link_says_what_it_held_that_the_page_left_out(service, browser):
    forget_console(browser)
    load(browser, service.base + "/?style=large&offset=abc&bogus=1&trailing=search,plus,more,share,heart"
         "&guides=maybe&endpoint=/v1/nothing")
    notice = lambda: browser.find_element(By.ID, "link-notice").text
    wait_for(browser, lambda: "Left out of the link" in notice(), "no notice of what the link held")
    for part in ("offset=abc (not a number)", "bogus (not a parameter)", "1 trailing action past the 4 a side",
                 "guides=maybe (neither true nor false)", "endpoint=/v1/nothing (not an endpoint)"):
        assert part in notice(), f"{part!r} not in {notice()!r}"
    assert browser.find_element(By.ID, "link-notice").get_attribute("role") == "status"
    # What was usable is used: the style, and the first four actions.
    assert geometry(browser)["style"] == "large" and len(geometry(browser)["actions"]) == 4
    axe, violations = audit(browser)
    assert not violations, axe.report(violations)
    shot(browser, "17-link-notice.png")
    # Dismiss takes it away; so does the first change, which writes a URL without those parts.
    browser.find_element(By.ID, "link-notice-dismiss").click()
    assert browser.find_element(By.ID, "link-notice").text == ""
    assert browser.find_element(By.ID, "link-notice").size["height"] == 0
    load(browser, service.base + "/?bogus=1")
    wait_for(browser, lambda: "bogus" in notice(), "no notice for an unknown name")
    type_into(browser.find_element(By.ID, "title"), "Mail")
    wait_for(browser, lambda: notice() == "", "the notice stayed after a change")
    wait_for(browser, lambda: "title=Mail" in browser.current_url and "bogus" not in browser.current_url,
             f"the URL was not rewritten: {browser.current_url}")
    # A long or empty part is shown short.
    load(browser, service.base + "/?offset=" + "9" * 30 + "x" * 30 + "&=1")
    wait_for(browser, lambda: "Left out" in notice(), "no notice for a long offset")
    assert "offset=" + "9" * 30 + "x" * 10 + "… (not a number)" in notice()
    assert '"" (not a parameter)' in notice()
    # A link the page can use whole says nothing.
    load(browser, service.base + "/?style=large&offset=20&compare=fidelity&endpoint=/v1/filmstrip.svg")
    assert notice() == ""
    assert console_errors(browser) == []


def test_a_comma_typed_into_a_label_is_left_out_and_the_page_says_why(service, browser):
    load(browser, service.base + "/?style=large")
    browser.find_element(By.ID, "trailing-add").click()
    Select(browser.find_element(By.ID, "trailing-0-kind")).select_by_value("text")
    label = browser.find_element(By.ID, "trailing-0-value")
    type_into(label, "Save")
    label.send_keys(Keys.HOME, ",")
    assert label.get_attribute("value") == "Save"
    note = browser.find_element(By.ID, "trailing-note")
    assert "cannot hold a comma" in note.text and note.get_attribute("aria-live") == "polite"
    assert note.get_attribute("id") in label.get_attribute("aria-describedby")
    # The caret stays where the comma was typed: the next letters go there, not at the end.
    label.send_keys("Re")
    assert label.get_attribute("value") == "ReSave"
    wait_for(browser, lambda: "trailing=text:ReSave" in browser.current_url, "the label was not sent")
    assert [a.get("text", a.get("label")) for a in geometry(browser)["actions"]] == ["ReSave"]


def test_the_phone_stays_put_when_an_alert_makes_the_column_scroll(service, browser):
    forget_console(browser)
    try:
        emulate(browser, "wide", "light")
        load(browser, service.base + "/?style=large&offset=20")
        before = rect(browser, "#device")
        type_into(browser.find_element(By.ID, "title"), "x" * 300)
        wait_for(browser, lambda: browser.find_element(By.ID, "problem").is_displayed(), "no alert shown")
        after = rect(browser, "#device")
        assert abs(after["x"] - before["x"]) < 0.5, f"the phone moved from x {before['x']} to {after['x']}"
        assert console_errors(browser, allow=[r"status of 400"]) == []
    finally:
        restore(browser)
