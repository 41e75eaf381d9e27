"""The playground's audit panel: findings of `/v1/audit` grouped by rule; choosing one moves the phone to its offset
and text size and outlines its part where the geometry puts it."""

import json

from selenium.webdriver.common.by import By

from test_playground import browser, load, service, shot, wait_for, geometry  # noqa: F401  (module fixtures)


def findings_shown(driver):
    return driver.execute_script(
        """return [...document.querySelectorAll('.audit-group')].map((group) => ({
             rule: group.dataset.rule,
             items: [...group.querySelectorAll('.audit-finding')].map((b) => ({
               part: b.dataset.part, offset: Number(b.dataset.offset), textSize: b.dataset.textSize || null,
               text: b.textContent})),
           }));"""
    )


def run_audit(driver):
    driver.find_element(By.ID, "audit-run").click()
    wait_for(driver, lambda: "offsets" in driver.find_element(By.ID, "audit-status").text, "the audit never answered")


def test_findings_are_grouped_by_rule_as_the_service_answers_them(service, browser):  # noqa: F811
    # Three icons 4 points apart after a text button: their 44-point touch targets share the gaps (40 wide).
    query = "style=compact&back=Mailboxes&trailing=text:Done,search,plus,share"
    load(browser, f"{service.base}/?{query}")
    run_audit(browser)
    groups = findings_shown(browser)
    answer = service.get_json(f"/v1/audit?{query}")
    rules = []
    for finding in answer["findings"]:
        if finding["rule"] not in rules:
            rules.append(finding["rule"])
    assert [group["rule"] for group in groups] == rules
    assert "contrast-text" in rules and "target-size" in rules
    shown = [item["text"] for group in groups for item in group["items"]]
    assert sorted(shown) == sorted(f"{f['severity']} {f['message']}" for f in answer["findings"])
    status = browser.find_element(By.ID, "audit-status").text
    assert f"{answer['summary']['errors']} error" in status
    shot(browser, "audit-panel.png")


def test_choosing_a_finding_moves_the_phone_and_outlines_the_part(service, browser):  # noqa: F811
    load(browser, f"{service.base}/?style=large&title=Quarterly%20Reports")
    run_audit(browser)
    button = wait_for(
        browser,
        lambda: browser.find_element(By.CSS_SELECTOR, '.audit-group[data-rule="text-truncated"] .audit-finding'),
        "no truncation finding shown",
    )
    assert button.get_attribute("data-part") == "largeTitle"
    assert button.get_attribute("data-text-size") == "AX2"
    offset = float(button.get_attribute("data-offset"))
    button.click()
    wait_for(browser, lambda: geometry(browser)["offset"] == offset, "the phone did not move to the finding's offset")
    wait_for(browser, lambda: "textSize=AX2" in browser.current_url, "the text size did not follow the finding")
    outline = browser.find_element(By.ID, "audit-outline")
    wait_for(browser, outline.is_displayed, "the part is not outlined")
    document = geometry(browser)
    assert document["largeTitle"]["truncated"] is True
    screen = browser.find_element(By.ID, "screen").rect
    box = outline.rect
    frame, viewport = document["largeTitle"]["frame"], document["viewport"]
    scale = screen["width"] / viewport["width"]
    assert abs(box["x"] - (screen["x"] + frame["x"] * scale)) < 2
    assert abs(box["y"] - (screen["y"] + frame["y"] * scale)) < 2
    assert abs(box["width"] - frame["width"] * scale) < 2
    shot(browser, "audit-outline.png")


def test_a_material_finding_moves_the_phone_to_its_font_scale(service, browser):  # noqa: F811
    load(browser, f"{service.base}/?style=m3Small&device=pixel-8&title=Quarterly%20Reports%20Overview&trailing=search,more")
    run_audit(browser)
    assert "7 font scales" in browser.find_element(By.ID, "audit-status").text
    button = wait_for(
        browser,
        lambda: browser.find_element(
            By.CSS_SELECTOR, '.audit-group[data-rule="text-truncated"] .audit-finding[data-part="title"]'),
        "no truncation finding shown",
    )
    scale = button.get_attribute("data-font-scale")
    assert scale is not None and float(scale) > 1
    button.click()
    wait_for(browser, lambda: f"fontScale={scale}" in browser.current_url, "the font scale did not follow the finding")
    wait_for(browser, lambda: geometry(browser)["title"]["truncated"] is True, "the phone does not show the truncation")
    assert "textSize" not in browser.current_url


def test_a_changed_header_marks_the_findings_stale(service, browser):  # noqa: F811
    load(browser, f"{service.base}/?style=m3Small")
    run_audit(browser)
    assert not browser.find_element(By.ID, "audit-stale").is_displayed()
    title = browser.find_element(By.CSS_SELECTOR, '[data-param="title"]')
    title.send_keys("s")
    wait_for(browser, lambda: browser.find_element(By.ID, "audit-stale").is_displayed(), "stale findings not marked")
