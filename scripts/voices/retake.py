"""Makes again, take by take, the clips a listener mishears, and keeps the take it hears best.

A card face's clip ("It is red.", "Two dots.") must be heard closer to its own word than to any other of
its language's, as the listener in `make test` hears it (Tests/voices/heard.py). A phrase named
with --says (a piece of its spoken form) should be heard with no error at all, in the shortest line
that says it beside other phrases, as the game plays it. For each such clip
the listener mishears, more takes are made (render.py: another seed, at another pace) and heard,
and the best one is kept: written as the clip, and its number recorded in scripts/voices/takes.json
so that `make voices` makes the same take again.

    python retake.py --phrases PHRASES --faces FACES --lines LINES --voices voices --model WHISPER --cache FILE \\
        [--langs en,ja,ko,zh] [--says 'TEXT|TEXT'] [--takes 9]
"""
import argparse
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
sys.path[:0] = [str(HERE), str(REPO / "bench"), str(REPO / "Tests" / "voices")]
import render  # noqa: E402
from heard import distance, units  # noqa: E402
from voice_check import Listener, joined_clips  # noqa: E402
from voice_score import score  # noqa: E402

# A face heard this far from its own word, though nearest to it, is heard too weakly to keep.
WEAK_FACE = 0.5


def face_judge(lang, faces):
    """How a card face's take is heard: (heard as another word, distance from its own), lower is
    better; (False, 0) is heard exactly."""
    references = {face["spoken"]: units(face["spoken"], lang, False) for face in faces}

    def judge(phrase, heard):
        form = units(heard, lang, True)
        own = distance(form, references[phrase["spoken"]])
        other = any(distance(form, reference) < own for spoken, reference in references.items()
                    if spoken != phrase["spoken"])
        return (other, round(own, 3))
    return judge


def phrase_judge(lang):
    """How a phrase's take is heard: its error (for Chinese, with tones first), lower is better."""
    def judge(phrase, heard):
        result = score(lang, phrase["spoken"], heard, phrase.get("text"))
        return (round(result.get("toned", result["error"]), 3), round(result["error"], 3))
    return judge


def good_enough(verdict, is_face):
    if is_face:
        return not verdict[0] and verdict[1] < WEAK_FACE
    return verdict[0] == 0


def in_context(phrase, lines):
    """The line a phrase is heard in: the shortest line that says it beside other phrases (a
    lone word is hard to make out for a listener as for a child), else the phrase alone."""
    around = [line for line in lines if phrase["clip"] in line["clips"] and len(line["clips"]) > 1]
    return min(around, key=lambda line: (len(line["spoken"]), line["spoken"])) if around else phrase


def heard_in(context, clip, candidate, folder, scratch, listener, lang):
    """What the listener hears of the context line with the candidate take in the clip's place."""
    if context.get("clips", [clip]) == [clip]:
        return listener.transcribe(str(candidate), lang, context["spoken"])
    paths = [str(candidate) if part == clip else str(folder / f"{part}.ogg") for part in context["clips"]]
    joined = joined_clips(paths, str(scratch / f"{clip}.line.wav"))
    try:
        return listener.transcribe(joined, lang, context["spoken"])
    finally:
        os.unlink(joined)


def retake(lang, phrase, context, judge, is_face, voice_of, folder, scratch, listener, takes, count):
    """Hears the clip as it is, and when it is misheard, takes 1 … count-1 from `voice_of()` (the
    voice, loaded only once a take is needed); returns the best take's number and what was heard
    of each."""
    clip = phrase["clip"]
    current = takes.get(clip, 0)
    path = folder / f"{clip}.ogg"
    heard = heard_in(context, clip, path, folder, scratch, listener, lang)
    tried = {current: (judge(context, heard), heard, path)}
    if good_enough(tried[current][0], is_face):
        return current, tried
    voice = voice_of()
    for take in range(1, count):
        if take == current:
            continue
        samples = render.finished(voice.say(phrase["spoken"], clip, take, phrase.get("text")), voice.rate, phrase["spoken"])
        candidate = scratch / f"{clip}.{take}.ogg"
        render.write_clip(samples, voice.rate, clip, candidate)
        heard = heard_in(context, clip, candidate, folder, scratch, listener, lang)
        tried[take] = (judge(context, heard), heard, candidate)
        if good_enough(tried[take][0], is_face) and tried[take][0] == min(v[0] for v in tried.values()):
            break
    # The best verdict wins; of equals, the take already shipped, then the lowest.
    best = min(tried, key=lambda take: (tried[take][0], take != current, take))
    return best, tried


def save_takes(all_takes, says):
    entries = {lang: {clip: {"says": says[lang][clip], "take": take} for clip, take in sorted(chosen.items())
                      if take and clip in says[lang]}
               for lang, chosen in sorted(all_takes.items())}
    entries = {lang: chosen for lang, chosen in entries.items() if chosen}
    with tempfile.NamedTemporaryFile("w", encoding="utf-8", dir=HERE, delete=False) as out:
        out.write(json.dumps(entries, ensure_ascii=False, indent=1, sort_keys=True) + "\n")
    os.replace(out.name, render.TAKES)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--phrases", required=True, help="spoken-lines --phrases output")
    parser.add_argument("--faces", required=True, help="spoken-lines --faces output")
    parser.add_argument("--lines", required=True, help="spoken-lines output: the lines a phrase is heard in")
    parser.add_argument("--voices", required=True)
    parser.add_argument("--model", required=True)
    parser.add_argument("--cache", required=True)
    parser.add_argument("--langs", default=",".join(render.VOICES))
    parser.add_argument("--says", default="", help="pieces of the spoken form of phrases to hear, split by |")
    parser.add_argument("--takes", type=int, default=9)
    args = parser.parse_args()
    phrases = [json.loads(line) for line in open(args.phrases, encoding="utf-8") if line.strip()]
    faces = [json.loads(line) for line in open(args.faces, encoding="utf-8") if line.strip()]
    lines = [json.loads(line) for line in open(args.lines, encoding="utf-8") if line.strip()]
    listener = Listener(args.model, args.cache)
    all_takes = {lang: render.chosen_takes(lang) for lang in render.VOICES}
    says = {lang: {p["clip"]: p["spoken"] for p in phrases if p["lang"] == lang} for lang in render.VOICES}
    for lang in args.langs.split(","):
        if lang not in render.VOICES:
            print(f"retake: {lang} has no natural voice")
            continue
        folder = Path(args.voices) / lang
        by_clip = {p["clip"]: p for p in phrases if p["lang"] == lang}
        own_faces = [face for face in faces if face["lang"] == lang and face.get("clips")]
        own_lines = [line for line in lines if line["lang"] == lang]
        work = [(by_clip[face["clips"][0]], face, face_judge(lang, own_faces), True) for face in own_faces]
        work += [(p, in_context(p, own_lines), phrase_judge(lang), False) for p in by_clip.values()
                 if any(piece and piece in p["spoken"] for piece in args.says.split("|"))]
        changed = 0
        # A language's model takes seconds to load: only when a clip needs another take.
        loaded = {}

        def voice_of():
            if lang not in loaded:
                loaded[lang] = render.voice_for(lang)
            return loaded[lang]

        with tempfile.TemporaryDirectory() as scratch:
            for phrase, context, judge, is_face in work:
                best, tried = retake(lang, phrase, context, judge, is_face, voice_of, folder, Path(scratch), listener,
                                     all_takes[lang], args.takes)
                listener.save()
                shown = "; ".join(f"{take}: {heard!r} {verdict}" for take, (verdict, heard, _) in sorted(tried.items()))
                print(f"retake: {lang} {phrase['spoken']!r} in {context['spoken']!r}: take {best} of [{shown}]",
                      flush=True)
                if best != all_takes[lang].get(phrase["clip"], 0):
                    target = folder / f"{phrase['clip']}.ogg"
                    partial = target.with_suffix(".ogg.partial")
                    shutil.copyfile(tried[best][2], partial)
                    os.replace(partial, target)
                    all_takes[lang][phrase["clip"]] = best
                    save_takes(all_takes, says)
                    changed += 1
        if changed:
            render.write_manifest(folder, says[lang])
        print(f"retake: {lang}: {len(work)} clips heard, {changed} made again from another take", flush=True)


if __name__ == "__main__":
    main()
