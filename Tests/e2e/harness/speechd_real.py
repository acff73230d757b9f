"""The real speech chain: speech-dispatcher with its espeak-ng module, speaking into a private
PulseAudio null sink, behind a small proxy that records every SSIP line the game sends on to
it. The proxy is what proves which text, language, voice, rate and volume reached the server;
the sink's recording proves that something was said aloud.

    with PulseAudioSink() as pulse, RealSpeechDispatcher(pulse) as speech:
        app = launch(argv(...), env=speech.env)
        speech.wait_for("Your task")
        with pulse.recording() as wav: ...
"""
import os
import shutil
import socket
import subprocess
import threading

from .service import SessionHelper, Utterances
from .speechd import SsipRecord
from .waiting import stop_process, wait_until

_SYSTEM_CONFIG = "/etc/speech-dispatcher"


class RealSpeechDispatcher(SessionHelper, Utterances):
    def __init__(self, pulse):
        super().__init__("speechd-real-")
        self.pulse = pulse
        self.server_socket = os.path.join(self.dir, "server.sock")
        self.path = os.path.join(self.dir, "proxy.sock")
        self.env = {"SPEECHD_ADDRESS": f"unix_socket:{self.path}"}
        self.utterances = []  # harness.speechd.Spoken, oldest first, as they reached the server
        self._lock = threading.Lock()
        self._listener = None
        self.process = None

    def start(self, timeout=15.0):
        config = os.path.join(self.dir, "config")
        shutil.copytree(_SYSTEM_CONFIG, config)
        with open(os.path.join(config, "speechd.conf"), "a") as conf:
            # Only the espeak-ng module (no probing of every other one) and only PulseAudio,
            # which the environment points at the test's null sink.
            conf.write('\nAudioOutputMethod "pulse"\n'
                       'AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\n'
                       'DefaultModule espeak-ng\n')
        logs = os.path.join(self.dir, "logs")
        os.makedirs(logs)
        self.output = open(os.path.join(self.dir, "speech-dispatcher.out"), "w")
        self.process = subprocess.Popen(
            ["speech-dispatcher", "-s", "-t", "0", "-c", "unix_socket", "-S", self.server_socket,
             "-C", config, "-L", logs, "-P", os.path.join(self.dir, "speech-dispatcher.pid")],
            env={**os.environ, **self.pulse.env}, stdin=subprocess.DEVNULL,
            stdout=self.output, stderr=subprocess.STDOUT)

        def listening():
            if self.process.poll() is not None:
                raise AssertionError(f"speech-dispatcher exited with {self.process.returncode}")
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
                return probe.connect_ex(self.server_socket) == 0
        wait_until(listening, timeout=timeout, message="speech-dispatcher never listened")
        self._listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self._listener.bind(self.path)
        self._listener.listen(8)
        threading.Thread(target=self._accept, daemon=True).start()
        return self

    def stop(self):
        if self._listener is not None:
            self._listener.close()
            self._listener = None
        if self.process is not None:
            # SIGTERM: speech-dispatcher stops its sd_espeak-ng module before it exits.
            stop_process(self.process, 5)
            self.output.close()

    def said(self):
        with self._lock:
            return [spoken.text for spoken in self.utterances]

    def wait_for(self, substring, timeout=10.0, since=0):
        return self.wait_for_utterance(substring, timeout, since, "speech-dispatcher")

    # -- the proxy ----------------------------------------------------------------------------

    def _accept(self):
        while self._listener is not None:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            server.connect(self.server_socket)
            threading.Thread(target=self._client_to_server, args=(client, server), daemon=True).start()
            threading.Thread(target=_pipe, args=(server, client), daemon=True).start()

    def _client_to_server(self, client, server):
        def spoken(utterance):
            with self._lock:
                self.utterances.append(utterance)
                return len(self.utterances)
        record = SsipRecord(spoken)
        try:
            while chunk := client.recv(65536):
                record.feed(chunk)  # the server's own replies go back, not the record's
                server.sendall(chunk)
        except OSError:
            pass
        finally:
            _close_both(client, server)
            client.close()
            server.close()


def _pipe(source, target):
    try:
        while chunk := source.recv(65536):
            target.sendall(chunk)
    except OSError:
        pass
    finally:
        _close_both(source, target)


def _close_both(*sockets):
    for sock in sockets:
        try:
            sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
