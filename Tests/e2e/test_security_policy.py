"""The service's security headers, enforced by headless Chromium: the playground works under its
`Content-Security-Policy` (its own scripts and styles only) and the HTML export under the export policy (no script
at all), with no violation reported, and only the exports may be framed by another origin.

Violations are caught twice: every `securitypolicyviolation` event the page fires (a listener installed through the
DevTools protocol before any of the page's own scripts run, which no page policy can block), and every console
entry that names the policy. A test first shows that the listener does see a violation.
"""

import http.server
import json
import threading
import time
import urllib.parse
import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

from exports_support import headless_chrome, service  # noqa: F401 (the service fixture is found by name)

WAIT = 15
RECORDER = """
window.__violations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__violations.push({directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample});
});
"""
HOSTILE_TITLE = "<script>alert(1)</script><img src=x onerror=alert(2)> \"Inbox\" & 'more' </style>"


@pytest.fixture(scope="module")
def browser():
    driver = headless_chrome(
        "--disable-dev-shm-usage", "--window-size=1440,900", capabilities={"goog:loggingPrefs": {"browser": "ALL"}})
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": RECORDER})
    yield driver
    driver.quit()


def violations(driver):
    """The page's policy violations so far, and the console entries that name the policy."""
    recorded = driver.execute_script("return window.__violations || []")
    console = [entry["message"] for entry in driver.get_log("browser")
               if "Content Security Policy" in entry["message"] or "Refused to" in entry["message"]]
    return recorded, console


def header(service, path, name):
    with urllib.request.urlopen(service.base + path, timeout=30) as response:
        return response.headers.get(name)


def wait_for(driver, condition, message):
    WebDriverWait(driver, WAIT).until(lambda _: condition(), message)


def test_the_recorder_sees_a_violation(service, browser):
    """Without this, a listener that never fires would pass every test below."""
    browser.get(service.base + "/")
    browser.get_log("browser")
    browser.execute_script(
        "const s = document.createElement('script'); s.textContent = 'window.__ran = 1'; document.head.append(s);"
        "const d = document.createElement('div'); d.setAttribute('style', 'color: red'); document.body.append(d);")
    wait_for(browser, lambda: len(violations(browser)[0]) >= 2, "the inline script and style were not reported")
    assert browser.execute_script("return window.__ran") is None
    directives = {violation["directive"] for violation in browser.execute_script("return window.__violations")}
    assert {"script-src-elem", "style-src-attr"} <= directives


def test_the_playground_works_under_its_policy(service, browser):
    assert "script-src 'self'" in header(service, "/", "Content-Security-Policy")
    assert header(service, "/app.js", "X-Content-Type-Options") == "nosniff"
    browser.get(service.base + "/?style=large&title=" + urllib.parse.quote(HOSTILE_TITLE))
    status = browser.find_element(By.ID, "status")
    wait_for(browser, lambda: status.text.startswith("rendered in"), f"the playground never rendered: {status.text}")
    # Scroll, change the style and open every part: each draws through the same code under the policy.
    slider = browser.find_element(By.ID, "offset")
    slider.send_keys(Keys.PAGE_DOWN)
    slider.send_keys(Keys.ARROW_RIGHT)
    Select(browser.find_element(By.ID, "style")).select_by_value("compact")
    for details in browser.find_elements(By.TAG_NAME, "details"):
        browser.execute_script("arguments[0].open = true", details)
    time.sleep(1)
    assert browser.find_element(By.ID, "preview-image").get_attribute("src").startswith("blob:")
    recorded, console = violations(browser)
    assert recorded == [] and console == [], (recorded, console)


def test_the_playground_shows_the_services_render_time(service, browser):
    browser.get(service.base + "/?style=compact&offset=20")
    status = browser.find_element(By.ID, "status")
    wait_for(browser, lambda: status.text.startswith("rendered in"), status.text)
    time.sleep(0.5)
    shown = float(status.text.split()[2])
    # What Chromium itself read from the last geometry and preview answers' Server-Timing (Resource Timing's
    # `serverTiming`), summed: the page shows the service's time, not a round trip it measured.
    durations = browser.execute_script("""
        const last = (path) => performance.getEntriesByType("resource").filter((e) => e.name.includes(path)).pop();
        return ["/v1/geometry", "/v1/preview.svg"].map((path) => last(path).serverTiming
            .filter((t) => t.name === "render").map((t) => t.duration)[0]);
    """)
    assert all(duration is not None for duration in durations), durations
    assert shown == pytest.approx(sum(durations), abs=0.051 if shown < 10 else 0.51), (shown, durations)


def test_the_html_export_works_under_the_export_policy(service, browser):
    path = "/v1/scroll.html?" + urllib.parse.urlencode({"style": "large", "title": HOSTILE_TITLE})
    policy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"
    assert header(service, path, "Content-Security-Policy") == policy
    browser.get(service.base + path)
    wait_for(browser, lambda: browser.find_elements(By.CSS_SELECTOR, ".mh-screen"), "the export did not load")
    assert browser.title == HOSTILE_TITLE
    for offset in (0, 40, 120):
        browser.execute_script("window.scrollTo(0, arguments[0])", offset)
        time.sleep(0.1)
    recorded, console = violations(browser)
    assert recorded == [] and console == [], (recorded, console)


class FramingPage(http.server.BaseHTTPRequestHandler):
    """A page on another origin (another port) that frames the playground and the HTML export."""
    target = ""

    def do_GET(self):
        body = (f'<!doctype html><title>framer</title><iframe id="playground" src="{self.target}/"></iframe>'
                f'<iframe id="export" src="{self.target}/v1/scroll.html"></iframe>').encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *arguments):
        pass


def test_only_the_exports_may_be_framed_by_another_origin(service, browser):
    FramingPage.target = service.base
    server = http.server.HTTPServer(("127.0.0.1", 0), FramingPage)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        browser.get_log("browser")
        browser.get(f"http://127.0.0.1:{server.server_port}/")
        time.sleep(2)
        refusals = [entry["message"] for entry in browser.get_log("browser") if "frame-ancestors" in entry["message"]]
        assert len(refusals) == 1 and service.base in refusals[0], refusals
        browser.switch_to.frame(browser.find_element(By.ID, "export"))
        assert browser.find_elements(By.CSS_SELECTOR, ".mh-screen"), "the export did not load in its frame"
        browser.switch_to.default_content()
        browser.switch_to.frame(browser.find_element(By.ID, "playground"))
        assert not browser.find_elements(By.ID, "status"), "the playground loaded inside another origin's frame"
    finally:
        browser.switch_to.default_content()
        server.shutdown()
