"""Old levels are freed: twenty levels played by keyboard in one process leave resident
memory within 10 MiB of its size after the first. GSK_RENDERER=cairo keeps the software GL
stack of Xvfb, which grows by itself on the first level screens, out of the figures."""
import time

from harness import key, memory_of, settle
from game import argv, finish_level

LEVELS = 20
ALLOWED_GROWTH_KIB = 10 * 1024


def test_twenty_levels_leave_memory_within_ten_mib_of_the_first(launch):
    started = time.monotonic()
    app = launch(argv("--level", "1"), env={"GSK_RENDERER": "cairo"})
    figures = {}
    for number in range(1, LEVELS + 1):
        finish_level(app)
        if number in (1, LEVELS):
            # Measured with the Well done dialog up, the same screen both times.
            settle(0.5)
            figures[number] = memory_of(app.process.pid)["VmRSS"]
        app.wait_for_focus(name="Next level")
        key("Return")
    app.wait_for_focus(name_prefix="Card 1,")
    growth = figures[LEVELS] - figures[1]
    print(f"VmRSS after level 1: {figures[1] / 1024:.1f} MiB, after level {LEVELS}: "
          f"{figures[LEVELS] / 1024:.1f} MiB, growth {growth / 1024:+.1f} MiB; "
          f"{LEVELS} levels in {time.monotonic() - started:.1f} s")
    assert growth <= ALLOWED_GROWTH_KIB, \
        f"resident memory grew by {growth / 1024:.1f} MiB over {LEVELS - 1} levels"
