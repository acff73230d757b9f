"""`make voice-check`: how much of each spoken line a listener understands.

A sample of the lines `spoken-lines` lists is said by espeak-ng in the game's voice, and taken from
the natural voice's clips where it has them (voices/<lang>/<clip>.ogg, one a phrase, played one
after another as the game plays them); an offline Whisper (base,
multilingual, language forced) writes down what it hears, and bench/voice_score.py scores that
against the line. Prints a table per language with the worst lines, and writes OUT/report.md and
OUT/results.json (every line). Transcripts are cached by the audio's hash, so reruns are quick.

    .build/voice-venv/bin/python bench/voice_check.py --lines LINES.jsonl --out .build/voice-check
"""
import argparse
import hashlib
import json
import os
import re
import subprocess
import sys
import time

os.environ.setdefault("HF_HUB_OFFLINE", "1")  # the model is a local folder; never ask a hub
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from voice_score import METRIC, rate, score  # noqa: E402

LANGUAGES = ["en", "vi", "ja", "ko", "zh"]
# What the listener is: part of every cached transcript's key, so changing it hears again.
LISTENER = "whisper-base ct2 int8 beam5 no-previous-text t0 no-timestamps cap16+2n"


def pick(lines, count):
    """The same lines every run, spread over the catalogue. Lines that differ only in their
    numbers ("Card 3, red", "Card 12, red") count once, as the first met; of those, two thirds at
    even steps through the catalogue (it runs level by level: tasks, feedback, card names, then
    the card faces, the buttons and the guided steps), the rest at even steps through the shortest
    tenth (colours, shapes, Well done, what scanning says), a few lines the steps would nearly miss."""
    shapes, firsts = set(), []
    for index, line in enumerate(lines):
        shape = re.sub(r"\d+", "#", line["text"])
        if shape not in shapes:
            shapes.add(shape)
            firsts.append(index)
    if len(firsts) <= count:
        return firsts
    spread = count * 2 // 3
    chosen = [firsts[step * len(firsts) // spread] for step in range(spread)]
    short = sorted(firsts, key=lambda index: (len(lines[index]["text"]), index))[:len(firsts) // 10]
    short = sorted(set(short) - set(chosen))
    rest = min(count - spread, len(short))
    chosen += [short[step * len(short) // rest] for step in range(rest)]
    return sorted(chosen)


# speech-dispatcher's espeak-ng module's words a minute at its slowest, normal and fastest rate,
# as Debian configures it (modules/espeak-ng.conf).
ESPEAK_NG_CONF = "/etc/speech-dispatcher/modules/espeak-ng.conf"
ESPEAK_RATES = {"EspeakMinRate": 80, "EspeakNormalRate": 170, "EspeakMaxRate": 449}


def espeak_words_a_minute(rate):
    """The words a minute speech-dispatcher hands espeak-ng for its rate from -100 to 100, as its
    espeak-ng module works it out: a straight line from normal to the slowest or the fastest."""
    rates = dict(ESPEAK_RATES)
    if os.path.exists(ESPEAK_NG_CONF):
        for text in open(ESPEAK_NG_CONF, encoding="utf-8"):
            parts = text.split()
            if len(parts) == 2 and parts[0] in rates and parts[1].isdigit():
                rates[parts[0]] = int(parts[1])
    normal = rates["EspeakNormalRate"]
    bound = rates["EspeakMinRate"] if rate < 0 else rates["EspeakMaxRate"]
    return normal + int((normal - bound) * rate / 100) if rate < 0 else normal + int((bound - normal) * rate / 100)


def render_espeak(line, path):
    """The line as the game's voice says it today: espeak-ng with speech-dispatcher's voice, at the
    words a minute speech-dispatcher gives it for the game's rate."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    voice = line.get("voice") or line["speechLanguage"]
    speed = espeak_words_a_minute(line.get("rate", 0))
    subprocess.run(["espeak-ng", "-v", voice, "-s", str(speed), "-w", path, line["spoken"]], check=True)
    return path


class Listener:
    """Whisper, loaded on first use, with a cache of what it heard keyed by the audio's hash.
    It computes in int8, as every figure here is measured; `transcribe(..., compute_type=
    "float32")` hears with the same model's float weights, a second ear for a close call."""

    def __init__(self, model_dir, cache_path):
        self.model_dir, self.cache_path, self.models = model_dir, cache_path, {}
        self.heard = self.fresh = 0
        self.seconds = 0.0
        try:
            with open(cache_path) as file:
                self.cache = json.load(file)
        except (OSError, ValueError):
            self.cache = {}

    def transcribe(self, path, lang, spoken, compute_type="int8"):
        with open(path, "rb") as file:
            key = f"{hashlib.sha256(file.read()).hexdigest()} {lang} {LISTENER.replace('int8', compute_type)}"
        self.heard += 1
        if key not in self.cache:
            if compute_type not in self.models:
                from faster_whisper import WhisperModel
                self.models[compute_type] = WhisperModel(self.model_dir, device="cpu", compute_type=compute_type,
                                                         cpu_threads=2)
            model = self.models[compute_type]
            began = time.monotonic()
            # Whisper reads wav and ogg (Vorbis, Opus) alike through PyAV. One pass at temperature
            # 0: the same audio is always heard alike, and a line it cannot make out is not
            # decoded five times more at rising temperatures. No line needs more tokens than twice
            # its spoken form's characters; the cap cuts short only the runaway repeats Whisper
            # makes of what it cannot hear, which would take minutes and score far past 100%.
            segments, _ = model.transcribe(path, language=lang, beam_size=5, temperature=0.0,
                                                condition_on_previous_text=False, without_timestamps=True,
                                                max_new_tokens=16 + 2 * len(spoken))
            self.cache[key] = "".join(segment.text for segment in segments).strip()
            self.seconds += time.monotonic() - began
            self.fresh += 1
        return self.cache[key]

    def save(self):
        partial = self.cache_path + ".partial"
        with open(partial, "w") as file:
            json.dump(self.cache, file, ensure_ascii=False, indent=0, sort_keys=True)
        os.replace(partial, self.cache_path)


def joined_clips(clips, path):
    """The line as the game plays it: its phrases' clips, decoded and joined, in one WAV."""
    import wave
    os.makedirs(os.path.dirname(path), exist_ok=True)
    frames, params = [], None
    for index, clip in enumerate(clips):
        part = f"{path}.{index}.wav"
        subprocess.run(["oggdec", "-Q", "-o", part, clip], check=True)
        with wave.open(part) as decoded:
            params = decoded.getparams()
            frames.append(decoded.readframes(decoded.getnframes()))
        os.unlink(part)
    with wave.open(path, "wb") as joined:
        joined.setparams(params)
        joined.writeframes(b"".join(frames))
    return path


def check_language(lang, lines, count, voices, out, listener):
    """Every picked line of one language, heard from each source it has."""
    results = []
    for index in pick(lines, count):
        line = lines[index]
        sources = {"espeak": render_espeak(line, os.path.join(out, "espeak", lang, line["clip"] + ".wav"))}
        clips = [os.path.join(voices, lang, name + ".ogg") for name in line.get("clips") or []]
        if clips and all(os.path.exists(clip) for clip in clips):
            sources["clip"] = joined_clips(clips, os.path.join(out, "clips", lang, line["clip"] + ".wav"))
        for source, path in sources.items():
            transcript = listener.transcribe(path, lang, line["spoken"])
            results.append({"lang": lang, "index": index, "clip": line["clip"], "source": source,
                            "text": line["text"], "spoken": line["spoken"], "transcript": transcript,
                            **score(lang, line["spoken"], transcript, text=line["text"])})
    listener.save()
    return results


def summary(lang, results, source, indexes=None):
    """One source's rate over its lines (or over `indexes` only), and its worst lines."""
    mine = [result for result in results
            if result["source"] == source and (indexes is None or result["index"] in indexes)]
    if not mine:
        return None
    overall = rate(lang, [r["reference"] for r in mine], [r["heard"] for r in mine])
    toned = rate(lang, [r["toned_reference"] for r in mine], [r["toned_heard"] for r in mine]) \
        if lang == "zh" else None
    worst = sorted(mine, key=lambda r: (-r["error"], r["index"]))[:5]
    return {"lines": len(mine), "error": overall, "toned": toned, "worst": worst}


def percent(value):
    return f"{100 * value:.1f}%"


def cell(text):
    return text.replace("|", "\\|").replace("\n", " ") or "(nothing)"


def report(summaries, notes):
    rows = ["| Language | Lines | Measure | espeak-ng | Clips |", "|---|---|---|---|---|"]
    for lang, by_source in summaries.items():
        espeak, clips = by_source["espeak"], by_source["clip"]

        def shown(found):
            if found is None:
                return "no clips"
            toned = f" (toned {percent(found['toned'])})" if found["toned"] is not None else ""
            same = f"; espeak-ng on these lines {percent(found['espeak_same'])}" if "espeak_same" in found else ""
            return percent(found["error"]) + toned + same

        clip_lines = f", {clips['lines']} with clips" if clips else ""
        measure = METRIC[lang] + (" toneless" if lang == "zh" else "")
        rows.append(f"| {lang} | {espeak['lines']}{clip_lines} | {measure} | {shown(espeak)} | {shown(clips)} |")
    sections = ["## Voice check: how much of each line a listener understands", "\n".join(rows)]
    for lang, by_source in summaries.items():
        for source, found in by_source.items():
            if not found:
                continue
            name = "espeak-ng" if source == "espeak" else "clips"
            table = [f"### {lang}, {name}: the 5 worst lines\n",
                     "| Error | Said | Heard |", "|---|---|---|"]
            table += [f"| {percent(r['error'])} | {cell(r['spoken'])} | {cell(r['transcript'])} |"
                      for r in found["worst"]]
            sections.append("\n".join(table))
    sections.append("\n".join(f"- {note}" for note in notes))
    return "\n\n".join(sections) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", required=True, help="spoken-lines' output (JSON lines)")
    parser.add_argument("--voices", default="voices", help="folder of pre-rendered clips")
    parser.add_argument("--out", required=True, help="folder for report.md, results.json, audio")
    parser.add_argument("--model", default=".build/voice-venv/whisper-base")
    parser.add_argument("--count", type=int, default=60, help="lines checked in each language")
    parser.add_argument("--langs", default=",".join(LANGUAGES))
    args = parser.parse_args()
    began = time.monotonic()
    os.makedirs(args.out, exist_ok=True)
    by_language = {}
    with open(args.lines) as file:
        for text in file:
            if text.strip():
                line = json.loads(text)
                by_language.setdefault(line["lang"], []).append(line)
    listener = Listener(args.model, os.path.join(args.out, "transcripts.json"))
    results, summaries = [], {}
    for lang in args.langs.split(","):
        if lang not in by_language:
            sys.exit(f"voice-check: spoken-lines gave no lines in {lang}")
        started = time.monotonic()
        mine = check_language(lang, by_language[lang], args.count, args.voices, args.out, listener)
        results += mine
        summaries[lang] = {source: summary(lang, mine, source) for source in ("espeak", "clip")}
        clipped = {result["index"] for result in mine if result["source"] == "clip"}
        if summaries[lang]["clip"] and len(clipped) < summaries[lang]["espeak"]["lines"]:
            # Only some lines have clips: espeak-ng on those same lines, to set beside them.
            summaries[lang]["clip"]["espeak_same"] = summary(lang, mine, "espeak", clipped)["error"]
        espeak = summaries[lang]["espeak"]
        print(f"voice-check: {lang}: {espeak['lines']} lines, espeak-ng {METRIC[lang]} "
              f"{percent(espeak['error'])} ({time.monotonic() - started:.0f} s)", file=sys.stderr)
    notes = [
        f"Lines: {args.count} a language of the {sum(len(v) for v in by_language.values()) // len(by_language)} "
        "spoken-lines lists, the same every run (bench/voice_check.py `pick`). espeak-ng says the "
        "`spoken` form with the game's voice at its default rate; the natural voice plays a line as its phrases' clips, voices/LANG/CLIP.ogg, one after another.",
        "Listener: Whisper base (multilingual, CTranslate2 int8, beam 5, language forced), "
        "offline. A rate is the edits needed to turn what it heard into the line, over the line's "
        "length, after both are normalised (bench/voice_score.py): WER on words for en and vi, "
        "CER on katakana readings for ja and on Hangul syllables for ko, SER on pinyin syllables "
        "for zh. 0% is every word understood; a rate can pass 100% when the listener adds words.",
        "Whisper base is a small listener: even a clear human voice does not score 0%. Compare "
        "sources within a language, never one language with another (their measures differ).",
        f"Transcripts: {listener.heard}, {listener.fresh} heard now ({listener.seconds:.0f} s), the "
        f"rest from the cache. Whole run: {time.monotonic() - began:.0f} s.",
    ]
    text = report(summaries, notes)
    print(text)
    with open(os.path.join(args.out, "report.md"), "w") as file:
        file.write(text)
    with open(os.path.join(args.out, "results.json"), "w") as file:
        json.dump({"listener": LISTENER, "lines": results}, file, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main()
