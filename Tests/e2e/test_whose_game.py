"""Whose game it is: with several children, Home and the level name the child playing ("Playing:
Leo", one label for the picture and the name), Settings is titled for that child, and the rows
that belong to the computer say they are for everyone on it. With one child none of it shows."""
from harness import click, find_all, key, states, wait_until
from game import argv, open_the_menu
from profiles import wait_for_chooser, write_roster

EVERYONE = "For everyone on this computer"


def shown(app, root=None, **filters):
    """The matching elements not hidden (a hidden one may stay in the tree)."""
    found = find_all(root, **filters) if root is not None else app.find_all(**filters)
    return [acc for acc in found if "visible" in states(acc)]


def dialog_titled(app, title):
    return wait_until(lambda: next(iter(app.find_all(role="dialog", name=title)), None),
                      message=f"no dialog named {title!r}: {[w.name for w in app.windows()]}")


def test_the_child_playing_is_named_on_home_the_level_and_settings(launch):
    write_roster(("Mia", "cat"), ("Leo", "dog"))
    app = launch(argv())
    wait_for_chooser(app)
    key("Right")
    app.wait_for_focus(name="Leo, dog")
    key("space")
    app.wait_for_focus(name="Level 1")
    wait_until(lambda: shown(app, role="label", name="Playing: Leo"),
               message="Home does not name Leo")
    assert not app.find_all(name="Playing: Mia")

    key("space")
    app.wait_for_focus(name_prefix="Card 1,")
    wait_until(lambda: shown(app, role="label", name="Playing: Leo"), message="the level does not name Leo")

    key("ctrl+comma")
    dialog = dialog_titled(app, "Settings for Leo")
    notes = wait_until(lambda: shown(app, dialog, role="label", name=EVERYONE),
                       message="no note on the computer's rows")
    assert len(notes) == 1
    key("Escape")
    wait_until(lambda: not app.find_all(role="dialog", name_prefix="Settings"), message="Settings stayed open")

    # Another child: every screen follows.
    key("Escape")
    app.wait_for_focus(name="Level 1")
    open_the_menu()
    click(app.find_one(role="menu item", name="Who is playing?", timeout=5))
    app.wait_for_focus(name="Leo, dog")
    key("Left")
    app.wait_for_focus(name="Mia, cat")
    key("space")
    app.wait_for_focus(name="Level 1")
    wait_until(lambda: shown(app, role="label", name="Playing: Mia"), message="Home does not name Mia")
    key("ctrl+comma")
    dialog_titled(app, "Settings for Mia")


def test_one_child_is_not_named(launch):
    write_roster(("Mia", "cat"))
    app = launch(argv())
    app.wait_for_focus(name="Level 1")
    assert not shown(app, name_prefix="Playing"), "Home names the only child"
    key("space")
    app.wait_for_focus(name_prefix="Card 1,")
    assert not shown(app, name_prefix="Playing"), "the level names the only child"
    key("ctrl+comma")
    dialog = dialog_titled(app, "Settings")
    assert not app.find_all(role="dialog", name_prefix="Settings for")
    wait_until(lambda: find_all(dialog, role="check box", name_prefix="Kiosk mode"), message="Settings shows no Kiosk mode")
    assert not shown(app, dialog, name=EVERYONE), "the only child's Settings says it is for everyone"
