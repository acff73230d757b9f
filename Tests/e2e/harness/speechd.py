"""A stand-in for speech-dispatcher: a small SSIP server on a Unix socket that records what it
is asked to say, in which language and at which rate, and says nothing aloud. The game reaches it
through SPEECHD_ADDRESS, as it would reach the real service.

    with SpeechDispatcherStandIn() as speech:
        app = App([binary], env=speech.env)
        speech.wait_for("Two yellow squares")
"""
import os
import socket
import threading

from .service import SessionHelper, Utterances


class SpeechDispatcherStandIn(SessionHelper, Utterances):
    def __init__(self):
        super().__init__("speechd-")
        self.path = os.path.join(self.dir, "speechd.sock")
        self.env = {"SPEECHD_ADDRESS": f"unix_socket:{self.path}"}
        self.utterances = []   # (text, language, rate), oldest first
        self.commands = []     # every command line, for a failing test to show
        self._lock = threading.Lock()
        self._server = None
        self._threads = []

    def start(self):
        self._server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
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
            return [text for text, _, _ in self.utterances]

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
        language, rate = "en", 0
        buffer = b""
        receiving = None  # the lines of a SPEAK's text, while it is being sent
        with client:
            while True:
                try:
                    chunk = client.recv(65536)
                except OSError:
                    return
                if not chunk:
                    return
                buffer += chunk
                while b"\r\n" in buffer:
                    raw, buffer = buffer.split(b"\r\n", 1)
                    line = raw.decode("utf-8", errors="replace")
                    if receiving is not None:
                        if line == ".":
                            with self._lock:
                                self.utterances.append(("\n".join(receiving), language, rate))
                                number = len(self.utterances)
                            receiving = None
                            client.sendall(f"225-{number}\r\n225 OK MESSAGE QUEUED\r\n".encode())
                        else:
                            receiving.append(line[1:] if line.startswith("..") else line)
                        continue
                    with self._lock:
                        self.commands.append(line)
                    words = line.split()
                    command = words[0].upper() if words else ""
                    if command == "SPEAK":
                        receiving = []
                        client.sendall(b"230 OK RECEIVING DATA\r\n")
                    elif command == "QUIT":
                        client.sendall(b"231 HAPPY HACKING\r\n")
                        return
                    elif command == "SET" and len(words) >= 4 and words[2].upper() == "LANGUAGE":
                        language = words[3]
                        client.sendall(b"201 OK LANGUAGE SET\r\n")
                    elif command == "SET" and len(words) >= 4 and words[2].upper() == "RATE":
                        rate = int(words[3])
                        client.sendall(b"203 OK RATE SET\r\n")
                    else:
                        client.sendall(b"200 OK\r\n")
