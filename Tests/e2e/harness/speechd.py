"""A stand-in for speech-dispatcher: a small SSIP server on a Unix socket that records what it
is asked to say, in which language, voice, rate and volume, and says nothing aloud. The game
reaches it through SPEECHD_ADDRESS, as it would reach the real service.

    with SpeechDispatcherStandIn() as speech:
        app = App([binary], env=speech.env)
        speech.wait_for("Two yellow squares")

With hung=True it accepts connections and reads what it is sent, but never answers: a speech
service that has stopped responding. SsipRecord parses what a client sends, for the stand-in
and for the logging proxy in front of the real server (harness/speechd_real.py).
"""
import collections
import os
import socket
import threading

# One SPEAK: its text and the settings in force for it (voice is None unless one was named).
Spoken = collections.namedtuple("Spoken", "text language rate volume voice")


class SsipRecord:
    """Follows one client's SSIP stream (bytes in any chunks) and records each SPEAK with the
    language, rate, volume and synthesis voice set before it. feed() returns the replies a
    server would give, for the stand-in to send."""

    def __init__(self, on_spoken, on_command=None):
        self.language, self.rate, self.volume, self.voice = "en", 0, 0, None
        # Whether the client asked to be told when a message ends: the stand-in says nothing
        # aloud, so each message ends as soon as it is queued.
        self.notify_end = False
        self._buffer = b""
        self._receiving = None
        self._on_spoken = on_spoken
        self._on_command = on_command or (lambda line: None)

    def feed(self, chunk):
        replies = []
        self._buffer += chunk
        while b"\r\n" in self._buffer:
            raw, self._buffer = self._buffer.split(b"\r\n", 1)
            line = raw.decode("utf-8", errors="replace")
            if self._receiving is not None:
                if line == ".":
                    number = self._on_spoken(Spoken("\n".join(self._receiving), self.language, self.rate,
                                                    self.volume, self.voice))
                    self._receiving = None
                    replies.append(f"225-{number}\r\n225 OK MESSAGE QUEUED\r\n")
                    if self.notify_end:
                        replies.append(f"702-{number}\r\n702-1\r\n702 END\r\n")
                else:
                    self._receiving.append(line[1:] if line.startswith("..") else line)
                continue
            self._on_command(line)
            words = line.split()
            command = words[0].upper() if words else ""
            setting = words[2].upper() if command == "SET" and len(words) >= 4 else None
            if command == "SPEAK":
                self._receiving = []
                replies.append("230 OK RECEIVING DATA\r\n")
            elif command == "QUIT":
                replies.append("231 HAPPY HACKING\r\n")
            elif setting == "LANGUAGE":
                self.language = words[3]
                replies.append("201 OK LANGUAGE SET\r\n")
            elif setting == "RATE":
                self.rate = int(words[3])
                replies.append("203 OK RATE SET\r\n")
            elif setting == "VOLUME":
                self.volume = int(words[3])
                replies.append("218 OK VOLUME SET\r\n")
            elif setting == "NOTIFICATION" and len(words) >= 5 and words[3].lower() in ("end", "all"):
                self.notify_end = words[4].lower() == "on"
                replies.append("261 OK NOTIFICATION SET\r\n")
            elif setting == "SYNTHESIS_VOICE":
                self.voice = words[3]
                replies.append("209 OK VOICE SET\r\n")
            else:
                replies.append("200 OK\r\n")
        return replies

from .service import SessionHelper, Utterances


class SpeechDispatcherStandIn(SessionHelper, Utterances):
    def __init__(self, hung=False, path=None):
        super().__init__("speechd-")
        self.hung = hung
        # A given path lets a second stand-in take over the first one's address.
        self.path = path or os.path.join(self.dir, "speechd.sock")
        self.env = {"SPEECHD_ADDRESS": f"unix_socket:{self.path}"}
        self.utterances = []   # Spoken(text, language, rate, volume, voice), oldest first
        self.connections = 0   # how many times a client connected
        self.commands = []     # every command line, for a failing test to show
        self._lock = threading.Lock()
        self._server = None
        self._threads = []

    def start(self):
        self._server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        if os.path.exists(self.path):
            os.unlink(self.path)
        self._server.bind(self.path)
        self._server.listen(8)
        thread = threading.Thread(target=self._accept, daemon=True)
        thread.start()
        self._threads.append(thread)
        return self

    def stop(self):
        if self._server is not None:
            self._server.close()
            self._server = None

    def texts(self):
        """Everything said so far, oldest first."""
        with self._lock:
            return [spoken.text for spoken in self.utterances]

    said = texts

    def texts_since(self, mark):
        return self.said_since(mark)

    def wait_for(self, substring, timeout=10.0, since=0):
        """Wait until something said after mark `since` contains substring; return it."""
        return self.wait_for_utterance(substring, timeout, since, "the game")

    # -- the server ---------------------------------------------------------------------------

    def _accept(self):
        while self._server is not None:
            try:
                client, _ = self._server.accept()
            except OSError:
                return
            thread = threading.Thread(target=self._serve, args=(client,), daemon=True)
            thread.start()

    def _serve(self, client):
        with self._lock:
            self.connections += 1

        def spoken(utterance):
            with self._lock:
                self.utterances.append(utterance)
                return len(self.utterances)

        def command(line):
            with self._lock:
                self.commands.append(line)

        record = SsipRecord(spoken, command)
        with client:
            while True:
                try:
                    chunk = client.recv(65536)
                except OSError:
                    return
                if not chunk:
                    return
                if self.hung:
                    continue  # read and say nothing back, ever
                for reply in record.feed(chunk):
                    client.sendall(reply.encode())
                    if reply.startswith("231"):
                        return
