"""The Level complete dialog, inside the game's window: modal, Tab stays inside it, Escape goes Home and focus
lands on the button of the level just finished."""
from harness import dialog_of, key, role_name, states, wait_until
from game import argv, finish_level, tab


def test_level_complete_dialog_keeps_tab_inside_and_escape_goes_home(launch):
    app = launch(argv())
    app.wait_for_focus(name="Level 1")
    key("Return")
    finish_level(app)
    dialog = app.find_one(role="dialog", name_contains="Well done", timeout=5)
    assert "modal" in states(dialog)
    first = app.wait_for_focus(name="Next level")
    assert dialog_of(first).name == dialog.name
    seen = {first.name}
    for _ in range(5):
        now = tab(app)
        assert role_name(dialog_of(now)) == "dialog" and dialog_of(now).name == dialog.name, \
            f"Tab left the dialog for {now.name!r}"
        seen.add(now.name)
    assert {"Next level", "Home"} <= seen
    key("Escape")
    # Home offers the level to play next, not the one just finished.
    app.wait_for_focus(role="push button", name="Level 2")
    assert app.find_all(role="push button", name="Settings"), "Escape did not go to Home"
    wait_until(lambda: not app.find_all(role="dialog", name_contains="Well done"),
               message="the dialog is still in the tree after Escape")
