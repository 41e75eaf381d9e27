"""The playground's comparison of the iOS looks in a real browser: the switch, the phones (kit, UIKit and iOS 26;
UIKit only for the styles whose motion it changes), the URL, the layout.

Uses the service, browser and helpers of test_playground.py. Run from the repository root:

    python3 -m pytest -q Tests/e2e
"""

import urllib.parse
import urllib.request

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from test_playground import (  # noqa: F401 (fixtures are found by name)
    audit,
    browser,
    console_errors,
    emulate,
    geometry,
    load,
    openapi,
    query_parameters,
    restore,
    service,
    shot,
    type_into,
    wait_for,
)

PANES = {"kit": "preview-image", "uikit": "preview-image-compare", "ios26": "preview-image-compare-2"}
LOOKS = tuple(PANES)


def shown(driver, element_id):
    return driver.find_element(By.ID, element_id).is_displayed()


def pictures(driver):
    """Every phone's query, blob URL, SVG text, place and whether shown, read at one moment. The SVG text is that of
    each picture's query fetched again: the page's policy (`connect-src 'self'`) does not let a script read a `blob:`
    address, and the answer to a query is the same bytes every time."""
    return driver.execute_async_script(
        """
        const done = arguments[arguments.length - 1];
        const images = arguments[0].map((id) => document.getElementById(id));
        const again = (image) => "/v1/preview.svg" + (image.dataset.query ? "?" + image.dataset.query : "");
        Promise.all(images.map((image) => fetch(again(image)).then((r) => r.text()).catch(() => '')))
          .then((svgs) => done(images.map((image, index) => {
            const box = image.getBoundingClientRect();
            return {query: image.dataset.query || '', src: image.src, svg: svgs[index], alt: image.alt,
                    shown: image.offsetParent !== null && box.width > 0,
                    box: {x: box.x, y: box.y, width: box.width, height: box.height}};
          })));
        """,
        list(PANES.values()),
    )


def queries(driver):
    """The phones' queries, read in one script (every answer replaces all the pictures)."""
    return driver.execute_script(
        "return arguments[0].map((id) => document.getElementById(id).dataset.query || '')", list(PANES.values())
    )


def params(query):
    return dict(urllib.parse.parse_qsl(query, keep_blank_values=True))


def wait_compared(driver, offset, looks=LOOKS):
    """Waits for the phones of `looks` to show `offset`, each with its own fidelity; their pictures, in `looks`
    order (kit, uikit, ios26 by default)."""

    def all_shown():
        found = {look: params(q) for look, q in zip(PANES, queries(driver))}
        sides = all(found[look].get("fidelity") == look for look in looks)
        return sides and all(found[look].get("offset") == str(offset) for look in looks)

    wait_for(driver, all_shown, f"the phones never showed {', '.join(looks)} at offset {offset}")
    wait_for(driver, lambda: driver.execute_script("return document.body.dataset.state") == "idle", "never idle")
    found = dict(zip(PANES, pictures(driver)))
    return [found[look] for look in looks]


def served(service, query):
    """The SVG the service itself answers for a preview query, fetched outside the browser."""
    with urllib.request.urlopen(f"{service.base}/v1/preview.svg?{query}", timeout=10) as response:
        return response.read().decode()


def switch_on(driver):
    driver.find_element(By.CSS_SELECTOR, "label[for=compare]").click()
    assert driver.find_element(By.ID, "compare").is_selected()


def test_the_switch_is_offered_only_for_the_styles_that_take_fidelity(service, openapi, browser):
    fidelity = query_parameters(openapi, "/v1/preview.svg")["fidelity"]
    assert sorted(fidelity["x-styles"]) == ["compact", "inlineTitle", "large"]
    load(browser, service.base + "/?style=scrollEdge")
    toggle = browser.find_element(By.ID, "compare")
    assert toggle.tag_name == "input" and toggle.get_attribute("type") == "checkbox"
    label = browser.find_element(By.CSS_SELECTOR, "label[for=compare]")
    assert label.get_attribute("textContent") == "Compare kit, UIKit and iOS 26"
    style = Select(browser.find_element(By.ID, "style"))
    for value in [o.get_attribute("value") for o in style.options]:
        style.select_by_value(value)
        wait_for(browser, lambda: geometry(browser)["style"] == value, f"JSON never showed style {value}")
        assert shown(browser, "compare-field") == (value in fidelity["x-styles"]), value
    assert not shown(browser, "phone-compare") and not shown(browser, "phone-compare-2")
    assert console_errors(browser) == []


def test_inline_title_compares_the_kit_and_ios26_alone(service, browser):
    load(browser, service.base + "/?style=inlineTitle&offset=80&back=Settings&trailing=plus&compare=fidelity")
    kit, glass = wait_compared(browser, 80, ("kit", "ios26"))
    assert kit["shown"] and glass["shown"] and not shown(browser, "phone-compare")
    assert kit["box"]["x"] + kit["box"]["width"] <= glass["box"]["x"], "the iOS 26 phone is not right of the kit one"
    assert glass["svg"] == served(service, glass["query"]) and 'id="platter-0"' in glass["svg"]
    assert "iOS 26" in glass["alt"]
    assert console_errors(browser) == []


def test_three_phones_follow_the_slider_and_every_control(service, browser):
    load(browser, service.base + "/?style=large&offset=45&back=Mailboxes&trailing=search,plus")
    single = browser.find_element(By.ID, "preview-image").get_attribute("data-query")
    assert "fidelity" not in single and not shown(browser, "phone-compare")
    switch_on(browser)
    kit, uikit, glass = wait_compared(browser, 45)
    assert kit["shown"] and uikit["shown"] and glass["shown"]
    assert kit["box"]["x"] + kit["box"]["width"] <= uikit["box"]["x"], "the UIKit phone is not right of the kit one"
    assert uikit["box"]["x"] + uikit["box"]["width"] <= glass["box"]["x"], "the iOS 26 phone is not on the right"
    for other in (uikit, glass):
        assert abs(kit["box"]["y"] - other["box"]["y"]) < 1 and abs(kit["box"]["width"] - other["box"]["width"]) < 1
    for picture in (kit, uikit, glass):
        assert {k: v for k, v in params(picture["query"]).items() if k != "fidelity"} == params(single)
        # Each picture is the service's own answer for its query.
        assert picture["svg"] == served(service, picture["query"])
    # The three looks differ here (UIKit's title at 42, iOS 26's glass).
    assert len({kit["svg"], uikit["svg"], glass["svg"]}) == 3 and 'id="platter-0"' in glass["svg"]
    assert "Header kit" in kit["alt"] and "UIKit" in uikit["alt"] and "iOS 26" in glass["alt"]
    labels = [browser.find_element(By.ID, i).text for i in ("screen-label", "screen-compare-label",
                                                            "screen-compare-2-label")]
    assert labels == ["Header kit fidelity=kit", "UIKit fidelity=uikit", "iOS 26 fidelity=ios26"]
    shot(browser, "20-compare-large-45.png")

    slider = browser.find_element(By.ID, "offset")
    slider.send_keys(Keys.ARROW_RIGHT)
    for picture in wait_compared(browser, 46):
        assert picture["svg"] == served(service, picture["query"])
    type_into(browser.find_element(By.ID, "title"), "Mail")
    wait_for(browser, lambda: all(params(q).get("title") == "Mail" for q in queries(browser)), "the title never came")
    Select(browser.find_element(By.ID, "style")).select_by_value("compact")
    wait_for(browser, lambda: all(params(q).get("style") == "compact" for q in queries(browser)), "style not followed")
    for picture in wait_compared(browser, 46):
        assert picture["svg"] == served(service, picture["query"])
    shot(browser, "21-compare-compact-46.png")

    # Dragging over the right phone scrolls both.
    screen = browser.find_element(By.ID, "screen-compare")
    ActionChains(browser).click_and_hold(screen).move_by_offset(0, -30).pause(0.2).release().perform()
    wait_for(browser, lambda: geometry(browser)["offset"] > 46, "dragging the UIKit phone did not scroll")
    wait_compared(browser, int(float(browser.find_element(By.ID, "offset").get_attribute("value"))))
    assert console_errors(browser) == []


def test_scrubbing_three_phones_keeps_one_set_of_requests_in_flight(service, browser):
    load(browser, service.base + "/?style=large&compare=fidelity")
    wait_for(browser, lambda: params(queries(browser)[1]).get("fidelity") == "uikit", "no UIKit phone")
    browser.execute_script("performance.clearResourceTimings(); performance.setResourceTimingBufferSize(5000)")
    # 150 slider moves, one every 4 ms: far more than the service can answer one by one.
    browser.execute_async_script(
        """
        const done = arguments[arguments.length - 1];
        const slider = document.getElementById('offset');
        let value = 0;
        const timer = setInterval(() => {
          value += 1;
          slider.value = String(value);
          slider.dispatchEvent(new Event('input', {bubbles: true}));
          if (value === 150) { clearInterval(timer); done(); }
        }, 4);
        """
    )
    for picture in wait_compared(browser, 150):
        assert picture["svg"] == served(service, picture["query"])
    spans = browser.execute_script(
        """
        return performance.getEntriesByType('resource').filter((e) => e.name.includes('/v1/preview.svg'))
          .map((e) => [e.startTime, e.responseEnd, new URL(e.name).searchParams.get('fidelity')]);
        """
    )
    counts = [sum(1 for s in spans if s[2] == look) for look in LOOKS]
    assert spans and len(set(counts)) == 1, f"the phones were not asked together: {counts}"
    assert len(spans) < 3 * 150, "every slider move was requested"
    most = max(sum(1 for other in spans if other[0] <= start < other[1]) for start, _, _ in spans)
    assert most <= 3, f"{most} previews were in flight at once"


def test_the_url_keeps_the_switch(service, browser):
    load(browser, service.base + "/?style=large&offset=30")
    switch_on(browser)
    wait_compared(browser, 30)
    wait_for(browser, lambda: "compare=fidelity" in browser.current_url, "the URL never kept the switch")
    url = browser.current_url
    assert "compare" not in browser.find_element(By.ID, "curl").get_attribute("value")

    browser.get("about:blank")
    load(browser, url)
    assert browser.find_element(By.ID, "compare").is_selected()
    wait_compared(browser, 30)

    # A style without fidelity shows one phone and leaves the switch out of the URL; coming back brings all back.
    Select(browser.find_element(By.ID, "style")).select_by_value("scrollEdge")
    wait_for(browser, lambda: not shown(browser, "phone-compare"), "two phones for scrollEdge")
    wait_for(browser, lambda: "compare" not in browser.current_url, "the URL kept the switch for scrollEdge")
    assert "fidelity" not in queries(browser)[0]
    Select(browser.find_element(By.ID, "style")).select_by_value("large")
    wait_compared(browser, 30)

    browser.find_element(By.CSS_SELECTOR, "label[for=compare]").click()
    wait_for(browser, lambda: not shown(browser, "phone-compare-2"), "still three phones with the switch off")
    wait_for(browser, lambda: "fidelity" not in queries(browser)[0], "the phone kept fidelity=kit")
    wait_for(browser, lambda: "compare" not in browser.current_url, "the URL kept the switch turned off")
    assert console_errors(browser) == []


def test_axe_and_the_layout_with_three_phones(service, browser):
    found = []
    try:
        for size in ("wide", "phone"):
            for theme in ("light", "dark"):
                emulate(browser, size, theme)
                load(browser, service.base + "/?style=large&offset=20&back=Mailboxes&trailing=plus&compare=fidelity")
                kit, uikit, glass = wait_compared(browser, 20)
                axe, violations = audit(browser)
                if violations:
                    found.append(f"{size}, {theme}: {axe.report(violations)}")
                width = browser.execute_script("return document.documentElement.scrollWidth")
                viewport = browser.execute_script("return window.innerWidth")
                assert width <= viewport, f"{size}: the page scrolls sideways ({width} px in {viewport})"
                for picture in (kit, uikit, glass):
                    assert picture["box"]["x"] >= 0 and picture["box"]["x"] + picture["box"]["width"] <= viewport
                if size == "phone":
                    assert uikit["box"]["y"] >= kit["box"]["y"] + kit["box"]["height"], "the phones do not stack"
                    assert glass["box"]["y"] >= uikit["box"]["y"] + uikit["box"]["height"], "the phones do not stack"
                    assert kit["box"]["width"] >= 150, "the stacked phones are too small"
                else:
                    assert kit["box"]["x"] + kit["box"]["width"] <= uikit["box"]["x"], "not side by side"
                    assert uikit["box"]["x"] + uikit["box"]["width"] <= glass["box"]["x"], "not side by side"
                browser.execute_script("window.scrollTo(0, 0)")
                shot(browser, f"22-compare-{size}-{theme}.png")
                if size == "phone":
                    browser.execute_script("document.getElementById('phone-compare').scrollIntoView()")
                    shot(browser, f"23-compare-{size}-{theme}-uikit.png")
    finally:
        restore(browser)
    assert not found, "\n".join(found)


def test_the_actions_editor_marks_spacers_and_prominent_items(service, browser):
    load(browser, service.base + "/?style=large&fidelity=ios26&trailing=search,spacer,prominent:plus,share")
    wait_for(browser, lambda: len(geometry(browser).get("platters", [])) == 3, "no platters for the link's list")
    checked = lambda element_id: browser.find_element(By.ID, element_id).is_selected()  # noqa: E731
    assert checked("trailing-1-spacer") and checked("trailing-1-prominent")
    assert not checked("trailing-2-spacer") and not checked("trailing-0-prominent")
    assert not browser.find_elements(By.ID, "trailing-0-spacer"), "the first action has no spacer before it"
    assert [p["items"] for p in geometry(browser)["platters"]] == [["trailing[0]"], ["trailing[1]"], ["trailing[2]"]]

    browser.find_element(By.CSS_SELECTOR, "label[for=trailing-1-prominent]").click()
    browser.find_element(By.CSS_SELECTOR, "label[for=trailing-1-spacer]").click()
    wait_for(browser, lambda: len(geometry(browser).get("platters", [])) == 1, "the icons never shared one capsule")
    assert geometry(browser)["platters"][0]["items"] == ["trailing[0]", "trailing[1]", "trailing[2]"]
    browser.find_element(By.CSS_SELECTOR, "label[for=trailing-2-prominent]").click()
    wait_for(browser, lambda: "prominent%3Ashare" in browser.current_url or "prominent:share" in browser.current_url,
             "the URL never kept the prominent item")
    assert [p["prominent"] for p in geometry(browser)["platters"]] == [False, True]
    assert console_errors(browser) == []
