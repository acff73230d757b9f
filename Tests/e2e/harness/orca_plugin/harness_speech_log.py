"""An Orca speech-server factory that speaks nowhere: it appends each utterance, flushed, to the
file named by $E2E_ORCA_SPEECH_LOG as a line "SPEECH OUTPUT: 'text'".

Orca's own debug file records the same lines, but it is block-buffered (so the newest lines are
missing while Orca runs) and the default speech-dispatcher server would start a daemon that
tries to reach a sound card."""
import os

from orca import speechserver

_LOG_PATH = os.environ.get("E2E_ORCA_SPEECH_LOG", os.devnull)


def _log(kind, text):
    with open(_LOG_PATH, "a", encoding="utf-8") as log:
        log.write(f"{kind}: '{' '.join(str(text).splitlines())}'\n")


class SpeechServer(speechserver.SpeechServer):
    """Orca's speech-server interface; the base class makes every other request a no-op."""

    _instance = None

    @staticmethod
    def getFactoryName():
        return "Harness speech log"

    @staticmethod
    def getSpeechServers():
        return [SpeechServer.getSpeechServer()]

    @staticmethod
    def getSpeechServer(info=None):
        if SpeechServer._instance is None:
            SpeechServer._instance = SpeechServer()
        return SpeechServer._instance

    @staticmethod
    def shutdownActiveServers():
        pass

    def getInfo(self):
        return [self.getFactoryName(), "harness-speech-log"]

    def getVoiceFamilies(self):
        return []

    def speak(self, text=None, acss=None, interrupt=True):
        if text:
            _log("SPEECH OUTPUT", text)

    def speakCharacter(self, character, acss=None):
        _log("SPEECH OUTPUT", character)

    def speakKeyEvent(self, event, acss=None):
        _log("KEY ECHO", event.getKeyName())

    def sayAll(self, utteranceIterator, progressCallback):
        for context, acss in utteranceIterator:
            _log("SPEECH OUTPUT", context.utterance)
            progressCallback(context, speechserver.SayAllContext.COMPLETED)
