"""What the session's helpers share: Orca, the stand-in speech-dispatcher and the private
PulseAudio server each get a folder of their own under the session's, run for one `with` block,
and (the two that listen) keep what they were asked to say."""
import os
import tempfile

from .waiting import wait_until


class SessionHelper:
    """A helper a test runs inside the session. Subclasses define start() and stop():

        with Helper() as helper: ...     # start() on entry, stop() on leaving, even on failure
    """

    def __init__(self, prefix):
        self.dir = tempfile.mkdtemp(prefix=prefix, dir=os.environ.get("E2E_SESSION_DIR"))

    def __enter__(self):
        self.start()
        return self

    def __exit__(self, *exc_info):
        self.stop()


class Utterances:
    """A record of what was said, oldest first. Subclasses define said(), the whole record."""

    def said(self):
        raise NotImplementedError

    def mark(self):
        """A bookmark for said_since(): the number of utterances so far."""
        return len(self.said())

    def said_since(self, mark):
        """The utterances after a mark()."""
        return self.said()[mark:]

    def wait_for_utterance(self, substring, timeout, since, speaker):
        """Wait until an utterance after mark `since` contains substring; return it. If none does,
        fail saying that `speaker` never said it, and what it did say."""
        def spoken():
            return next((text for text in self.said_since(since) if substring in text), None)
        try:
            return wait_until(spoken, timeout=timeout)
        except AssertionError:
            raise AssertionError(f"{speaker} never said {substring!r}; it said {self.said_since(since)}") from None
