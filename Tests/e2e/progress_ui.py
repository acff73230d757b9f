"""The grown-ups' progress view as the tests and the screenshots reach it: from the F10 menu,
with the keyboard."""
from harness import key, role_name, wait_until


def open_progress_from_the_menu(app):
    key("F10")
    app.wait_for_focus(role="menu item")
    for _ in range(20):
        if app.focused().name == "Progress":
            break
        key("Down")
        wait_until(lambda: app.focused() is not None and role_name(app.focused()) == "menu item")
    app.wait_for_focus(role="menu item", name="Progress")
    key("Return")
    return wait_until(lambda: [w for w in app.windows() if w.name == "Progress" and role_name(w) == "dialog"],
                      message="Progress did not open from the menu")[0]
