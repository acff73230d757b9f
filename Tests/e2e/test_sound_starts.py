"""The game started 60 times with its sounds and natural voice on, a card turned as soon as the
window shows, so an event sound and a clip start at once on their two threads; some starts with
the task's clip missing, empty, cut short or garbage, some with no sound server, half with
libltdl slowed where two threads once collided (Tests/stress/sound_starts.py says how). The other
end-to-end sessions and the sanitizer build keep the cores busy meanwhile. No start may crash.
The build that crashed did so in 8 of 30 such starts, so 60 would all pass it by chance about once
in 10^8 runs; `make stress` starts it 1,000 times."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "stress"))

import sound_starts  # noqa: E402  (needs the path above)
from game import BINARY  # noqa: E402

STARTS = int(os.environ.get("SOUND_STARTS", "60"))


def test_no_start_crashes_when_a_clip_and_a_sound_begin_at_once():
    crashes, problems, seconds = sound_starts.run(BINARY, STARTS)
    print(f"{STARTS} starts in {seconds:.0f} s")
    assert not crashes, f"{len(crashes)} of {STARTS} starts crashed:\n" + "\n\n".join(crashes[:3])
    assert not problems, f"{len(problems)} of {STARTS} starts did not play what they should:\n" + "\n".join(problems[:10])
