"""Switch players for the end-to-end tests: a one-switch player who watches the scan (AT-SPI), a
two-switch player who steps with one switch and selects with the other, and an auditory-scanning
player who only listens to the game's voice (a stand-in speech-dispatcher). Each presses real keys
(xdotool), counts its presses, and waits out the cool-down after a selection as a player's hand
must (a press within it does nothing, by design)."""
import re
import time

from harness import events, hand_pause, key, machine_scale, wait_until
from game import belongs_to, card_number, prompt_text, well_done

COOL_DOWN = 0.5
MOST_SLOWER_HAND = 1.6


NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen"]


def as_spoken(name):
    """A card's name as the game's voice says it, numbers in words: 'Card 2, yellow' -> 'Card two, yellow'."""
    return re.sub(r"^Card (\d+),", lambda m: f"Card {NUMBER_WORDS[int(m.group(1))]},", name)


def as_written(line):
    """The voice's 'Card two, yellow' -> 'Card 2, yellow', as the screen writes it."""
    return re.sub(r"^Card ([a-z]+),", lambda m: f"Card {NUMBER_WORDS.index(m.group(1))}," if m.group(1) in NUMBER_WORDS
                  else m.group(0), line)


def one_switch_interval(seconds):
    """The automatic scan's interval for a test that presses at the right moment: `seconds` on a
    quiet machine, longer on a busy one, where the test (like a slow hand) takes longer to react;
    at most MOST_SLOWER_HAND times as long, as every step of a scan through a long list costs it."""
    return round(seconds * min(machine_scale(), MOST_SLOWER_HAND), 1)


def press_when_the_scan_reaches(app, wanted, what, press="space"):
    """Press the switch the moment the scan's focus reaches an element that `wanted` (given the
    FocusEvent: role, name) accepts, reacting to the focus event itself rather than a look at the
    tree, which a busy machine can make slower than the scan."""
    def reached():
        latest = events.latest_focus()
        return latest is not None and wanted(latest) and latest
    wait_until(reached, timeout=20, interval=0.02, progress=events.focus_mark, message=f"the scan never reached {what}")
    key(press)


def focused_words(app):
    """What the focused element says: its name and its description."""
    current = app.focused()
    return (current.name, current.description) if current is not None else ("", "")


def wait_for_focus_where(app, test, message, timeout=20):
    return wait_until(lambda: (f := focused_words(app)) and test(*f) and f, timeout=timeout, interval=0.03, message=message)


class Switches:
    """The player's switches: real key presses, counted, with the cool-down after a selection kept."""

    def __init__(self, select="space", step="Return", cool_down=COOL_DOWN):
        self.select_key, self.step_key, self.cool_down = select, step, cool_down
        self.presses = 0
        self.last_selection = 0.0

    def _after_cool_down(self):
        wait = self.last_selection + self.cool_down + 0.05 - time.monotonic()
        if wait > 0:
            hand_pause(wait)

    def select(self):
        """Presses the select switch once the cool-down allows; returns the moment it pressed."""
        self._after_cool_down()
        pressed = time.monotonic()
        key(self.select_key)
        self.presses += 1
        self.last_selection = time.monotonic()
        return pressed

    def step(self):
        self._after_cool_down()
        key(self.step_key)
        self.presses += 1


def worth_choosing(name, seen, prompt):
    """A card not on the board, face down and unseen, or seen and part of the task."""
    if not name.startswith("Card ") or "on the board" in name:
        return False
    number = card_number(name)
    return number not in seen or belongs_to(seen[number], prompt)


def play_one_switch(app, switches, interval):
    """Waits for the automatic scan to reach a card worth choosing, opens it, waits for Flip or
    Add to board, takes it; until Well done."""
    prompt = prompt_text(app)
    seen = {}
    while not well_done(app):
        assert switches.presses < 60, f"the level was not finished after {switches.presses} presses; seen {seen}"
        name, _ = wait_for_focus_where(app, lambda n, d: worth_choosing(n, seen, prompt) or well_done(app),
                                       "the scan never reached a card worth choosing", timeout=40 * interval)
        if well_done(app):
            break
        number = card_number(name)
        wanted = "Add to board" if number in seen else "Flip"
        switches.select()                                   # open the card's choices
        wait_for_focus_where(app, lambda n, d: d.startswith(wanted), f"the scan never offered {wanted} on card {number}",
                             timeout=8 * interval)
        switches.select()                                   # take that choice
        if wanted == "Flip":
            seen[number] = wait_until(lambda: (n := focused_words(app)[0]) and "face down" not in n and n, timeout=3,
                                      message=f"card {number} did not turn over")


def play_two_switches(app, switches):
    """Steps to a card worth choosing, opens it, steps to Flip or Add to board, takes it."""
    prompt = prompt_text(app)
    seen = {}

    def step_and_wait():
        before = focused_words(app)
        switches.step()
        wait_until(lambda: focused_words(app) != before, timeout=3, interval=0.02, message=f"the step switch did not move on from {before}")

    while not well_done(app):
        assert switches.presses < 200, f"the level was not finished after {switches.presses} presses; seen {seen}"
        for _ in range(40):
            if worth_choosing(focused_words(app)[0], seen, prompt):
                break
            step_and_wait()
        name = focused_words(app)[0]
        number = card_number(name)
        assert number is not None, f"stepping never reached a card worth choosing (at {name})"
        wanted = "Add to board" if number in seen else "Flip"
        switches.select()
        wait_for_focus_where(app, lambda n, d: "Press your switch" in d, f"card {number} did not open its choices", timeout=3)
        for _ in range(6):
            if focused_words(app)[1].startswith(wanted):
                break
            step_and_wait()
        assert focused_words(app)[1].startswith(wanted), f"stepping never reached {wanted} on card {number}"
        switches.select()
        if wanted == "Flip":
            seen[number] = wait_until(lambda: (n := focused_words(app)[0]) and "face down" not in n and n, timeout=3,
                                      message=f"card {number} did not turn over")


def play_by_ear(app, switches, speech, interval):
    """One switch, listening only: the task and each item come from the game's voice. Presses the
    switch when the voice names a card worth choosing, then when it says Flip or Add to board."""
    task = wait_until(lambda: next((t for t in speech.texts() if t.startswith("Your task: ")), None), timeout=10,
                      message="the voice never said the task")
    prompt = task[len("Your task: "):]
    seen = {}
    heard = len(speech.texts())

    def next_line(timeout):
        nonlocal heard
        line = wait_until(lambda: speech.texts()[heard] if len(speech.texts()) > heard else None, timeout=timeout,
                          interval=0.02, message=f"the voice fell silent; it said {speech.texts()[-5:]}")
        heard += 1
        return line

    while not well_done(app):
        assert switches.presses < 60, f"the level was not finished after {switches.presses} presses; seen {seen}"
        line = next_line(40 * interval)
        if line.startswith("Well done"):
            break
        line = as_written(line)
        if not re.match(r"Card \d+, ", line) or not worth_choosing(line, seen, prompt):
            continue
        number = card_number(line)
        wanted = "Add to board" if number in seen else "Flip"
        switches.select()
        while (option := next_line(8 * interval)) != wanted:
            pass
        switches.select()
        if wanted == "Flip":
            face = next_line(3)                       # the voice says the face: "Two dots.", "It is yellow."
            seen[number] = f"Card {number}, {face.rstrip('.').lower().removeprefix('it is ')}"
