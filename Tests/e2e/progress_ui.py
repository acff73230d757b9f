"""The grown-ups' progress view as the tests and the screenshots reach it: from the F10 menu,
with the keyboard."""
from game import choose_from_the_menu
from harness import role_name, wait_until


def open_progress_from_the_menu(app):
    choose_from_the_menu(app, "Progress")
    return wait_until(lambda: [w for w in app.windows() if w.name == "Progress" and role_name(w) == "dialog"],
                      message="Progress did not open from the menu")[0]
