import Testing
@testable import ShapeShuffleCore

/// The voice worker's policy with a fake clock: lines are said in order, a new level cuts in,
/// a hung or missing server is dropped and tried again later, and old lines are not said late.
@Suite("The voice worker's policy")
struct SpeechQueueTests {
    static func line(_ text: String, interrupting: Bool = false, voice: String? = nil) -> SpeechLine {
        SpeechLine(utterance: Utterance(text: text, spoken: text, language: "en", synthesisVoice: voice),
                   rate: 0, volume: 0, interrupting: interrupting)
    }

    /// Runs the queue against a server that always answers, collecting what it says.
    static func drain(_ queue: inout SpeechQueue, now: Double) -> [String] {
        var said: [String] = []
        while true {
            switch queue.next(now: now) {
            case .connect: queue.connected(now: now)
            case .reconnect: queue.disconnected()
            case .say(let line, _):
                said.append(line.utterance.spoken)
                queue.said(line)
            case .play(let line, _, _):
                said.append("clips: " + line.utterance.spoken)
            case .stop: continue
            case .wait, .quit: return said
            }
        }
    }

    @Test("Lines are said in the order they came, over one connection")
    func inOrder() {
        var queue = SpeechQueue()
        queue.add(Self.line("one"), now: 0)
        queue.add(Self.line("two"), now: 0)
        #expect(queue.next(now: 0) == .connect)
        queue.connected(now: 0)
        #expect(Self.drain(&queue, now: 0.1) == ["one", "two"])
        #expect(queue.next(now: 0.2) == .wait(until: nil))
    }

    @Test("A new level drops what still waits and stops what is being said")
    func interrupting() {
        var queue = SpeechQueue()
        queue.connected(now: 0)
        queue.add(Self.line("card 3"), now: 0)
        queue.add(Self.line("card 4"), now: 0)
        queue.add(Self.line("task", interrupting: true), now: 0)
        #expect(queue.next(now: 0) == .say(Self.line("task", interrupting: true), cancelling: true))
        #expect(queue.pending.isEmpty)
    }

    @Test("A server that fails is not tried again before the retry time, and lines meanwhile are dropped")
    func retryLater() {
        var queue = SpeechQueue()
        queue.add(Self.line("task"), now: 0)
        #expect(queue.next(now: 0) == .connect)
        queue.failed(now: 1.5)  // it hung for the whole timeout
        queue.add(Self.line("card"), now: 2)
        guard case .wait(let until?) = queue.next(now: 2) else { Issue.record("expected a timed wait"); return }
        #expect(until <= 2 + SpeechQueue.staleAfter && until > 2)
        // The line goes stale before the server may be tried again: it is not said late.
        #expect(queue.next(now: 2 + SpeechQueue.staleAfter + 0.1) == .wait(until: nil))
        // After the retry time, a new line connects again.
        let later = 1.5 + SpeechQueue.retryAfter
        queue.add(Self.line("again"), now: later)
        #expect(queue.next(now: later) == .connect)
        queue.connected(now: later)
        #expect(Self.drain(&queue, now: later) == ["again"])
    }

    @Test("A line that waited too long behind a slow server is dropped")
    func staleLines() {
        var queue = SpeechQueue()
        queue.connected(now: 0)
        queue.add(Self.line("old"), now: 0)
        queue.add(Self.line("new"), now: SpeechQueue.staleAfter)
        #expect(Self.drain(&queue, now: SpeechQueue.staleAfter + 0.5) == ["new"])
    }

    @Test("A line with no named voice after one with a voice gets a fresh connection")
    func voiceReset() {
        var queue = SpeechQueue()
        queue.connected(now: 0)
        queue.add(Self.line("ni hao", voice: "cmn-latn-pinyin"), now: 0)
        queue.add(Self.line("hello"), now: 0)
        guard case .say(let first, _) = queue.next(now: 0) else { Issue.record("expected a line"); return }
        queue.said(first)
        #expect(queue.next(now: 0) == .reconnect)
        queue.disconnected()
        #expect(queue.next(now: 0) == .connect, "closing on purpose is no failure: connect again at once")
    }

    @Test("A line that waited while the server was being started is still said")
    func slowStart() {
        var queue = SpeechQueue()
        queue.add(Self.line("task"), now: 0)
        #expect(queue.next(now: 0) == .connect)
        queue.connected(now: SpeechQueue.staleAfter + 2)  // speech-dispatcher took its time to start
        #expect(Self.drain(&queue, now: SpeechQueue.staleAfter + 2) == ["task"])
    }

    @Test("Quitting wins over lines still waiting")
    func quitting() {
        var queue = SpeechQueue()
        queue.add(Self.line("task"), now: 0)
        queue.quit()
        #expect(queue.next(now: 0) == .quit)
    }

    static func clipLine(_ text: String, interrupting: Bool = false) -> SpeechLine {
        var line = Self.line(text, interrupting: interrupting)
        line.route = .clips(["/voices/en/\(text).ogg"])
        return line
    }

    @Test("The natural voice's lines play without speech-dispatcher, in turn with its lines")
    func clipsNeedNoServer() {
        var queue = SpeechQueue()
        queue.add(Self.clipLine("task"), now: 0)
        #expect(queue.next(now: 0) == .play(Self.clipLine("task"), clips: ["/voices/en/task.ogg"], cancelling: false))
        queue.add(Self.line("Maya, cat"), now: 0.1)
        queue.add(Self.clipLine("Two dots."), now: 0.1)
        #expect(queue.next(now: 0.2) == .connect)
        queue.connected(now: 0.2)
        #expect(Self.drain(&queue, now: 0.3) == ["Maya, cat", "clips: Two dots."])
    }

    @Test("A clip that cannot be played leaves its whole line to speech-dispatcher, next")
    func clipFailureFallsBack() {
        var queue = SpeechQueue()
        queue.add(Self.clipLine("task"), now: 0)
        queue.add(Self.clipLine("later"), now: 0)
        guard case .play(let line, _, _) = queue.next(now: 0) else {
            Issue.record("the clip line was not played first")
            return
        }
        queue.clipFailed(line, at: 0, because: .unplayableClip("/voices/en/task.ogg", detail: "Corrupt data"), now: 1)
        #expect(queue.next(now: 1) == .connect)
        queue.connected(now: 1)
        guard case .say(let fallback, _) = queue.next(now: 1) else {
            Issue.record("speech-dispatcher was not asked to say the line")
            return
        }
        #expect(fallback.utterance.spoken == "task")
        #expect(fallback.route == .synthesizer(because: .unplayableClip("/voices/en/task.ogg", detail: "Corrupt data")))
        #expect(Self.drain(&queue, now: 1.1) == ["clips: later"])
    }

    @Test("A clip that fails once part of its line was heard ends the line: nothing is said twice")
    func clipFailureAfterTheStart() {
        var queue = SpeechQueue()
        queue.add(Self.clipLine("task"), now: 0)
        queue.add(Self.clipLine("later"), now: 0)
        guard case .play(let line, _, _) = queue.next(now: 0) else {
            Issue.record("the clip line was not played first")
            return
        }
        queue.clipFailed(line, at: 1, because: .unplayableClip("/voices/en/second.ogg", detail: "Corrupt data"), now: 1)
        #expect(Self.drain(&queue, now: 1.1) == ["clips: later"])
    }

    @Test("A screen reader starting silences the voice: nothing waits, and speech-dispatcher stops")
    func silence() {
        var queue = SpeechQueue()
        queue.add(Self.line("one"), now: 0)
        #expect(queue.next(now: 0) == .connect)
        queue.connected(now: 0)
        _ = queue.next(now: 0)
        queue.add(Self.line("two"), now: 0.1)
        queue.silence()
        #expect(queue.pending.isEmpty)
        #expect(queue.next(now: 0.2) == .stop)
        #expect(queue.next(now: 0.3) == .wait(until: nil))
    }
}

@Suite("SSIP, speech-dispatcher's protocol")
struct SSIPTests {
    @Test("A line is set up in its language, voice, rate and volume")
    func setUp() {
        let line = SpeechLine(utterance: Utterance(text: "两个", spoken: "liang3 ge4", language: "zh", synthesisVoice: "cmn-latn-pinyin"),
                              rate: -10, volume: 160, interrupting: true)
        #expect(SSIP.setUp(for: line, cancelling: true) == [
            "CANCEL self", "SET self LANGUAGE zh", "SET self SYNTHESIS_VOICE cmn-latn-pinyin",
            "SET self RATE -10", "SET self VOLUME 100"])
    }

    @Test("The text ends with a lone dot, and a line of its own that starts with a dot is doubled")
    func body() {
        #expect(SSIP.body("Well done!") == "Well done!\r\n.\r\n")
        #expect(SSIP.body("one\n.two") == "one\r\n..two\r\n.\r\n")
    }

    @Test("Replies: a dash goes on, a space ends")
    func replies() {
        #expect(SSIP.reply("225-17")! == (225, false))
        #expect(SSIP.reply("225 OK MESSAGE QUEUED")! == (225, true))
        #expect(SSIP.reply("hello") == nil)
        #expect(SSIP.succeeded(230) && !SSIP.succeeded(410))
    }
}
