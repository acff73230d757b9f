"""The listener in `make test`: each language's card-face clips ("It is red.", "Two dots.",
"Circle.") heard by an offline Whisper (base, multilingual, the language forced), and each must be
heard closer to its own word than to any other word of its set: in int8, or on a close call in
float32. A clip swapped with another, cut short, or made again saying the wrong thing is heard as
something else, whatever its manifest says.

Run with the voice tools' python (scripts/voice-tools.sh):
    .build/voice-venv/bin/python Tests/voices/heard.py --faces FACES.jsonl --voices voices \\
        --model .build/voice-venv/whisper-base --cache .build/voice-heard.json
Prints what it heard for every clip; exits 1 when any clip is heard as another word, 2 on bad input.
"""
import argparse
import json
import os
import sys

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(REPO, "bench"))
from voice_check import Listener  # noqa: E402
from voice_score import normalise, without_tones  # noqa: E402


def units(text, lang, transcript):
    """The form a word is compared in: characters of its normalised reading (katakana, Hangul,
    letters, toneless pinyin), so that near misses count as near."""
    form = normalise(text, lang, transcript)
    if lang == "zh":
        form = without_tones(form)
    return form.replace(" ", "")


def distance(a, b):
    """Levenshtein distance over characters, as a share of the longer."""
    if not a and not b:
        return 0.0
    previous = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        current = [i]
        for j, y in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x != y)))
        previous = current
    return previous[-1] / max(len(a), len(b))


def judged(heard, lang, face, references):
    """What was heard, its distance from the face's own word, and the words it is closer to."""
    form = units(heard, lang, True)
    own = distance(form, references[face["spoken"]])
    closer = [spoken for score, spoken in sorted((distance(form, reference), spoken)
                                                  for spoken, reference in references.items()) if score < own]
    return heard, own, closer


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--faces", required=True, help="spoken-lines --faces output (JSON lines)")
    parser.add_argument("--voices", required=True)
    parser.add_argument("--model", required=True)
    parser.add_argument("--cache", required=True)
    args = parser.parse_args()
    faces = [json.loads(line) for line in open(args.faces, encoding="utf-8") if line.strip()]
    listener = Listener(args.model, args.cache)
    wrong, checked = [], 0
    # A language without a folder of clips (Vietnamese) is said by speech-dispatcher: nothing to hear.
    languages = sorted({face["lang"] for face in faces
                        if face.get("clips") and os.path.isdir(os.path.join(args.voices, face["lang"]))})
    for lang in languages:
        words = [face for face in faces if face["lang"] == lang and face.get("clips")]
        if any(len(face["clips"]) != 1 for face in words):
            sys.exit(f"heard: a {lang} card face is said in more than one clip; the check hears one clip a word")
        references = {face["spoken"]: units(face["spoken"], lang, False) for face in words}
        for face in words:
            path = os.path.join(args.voices, lang, face["clips"][0] + ".ogg")
            if not os.path.exists(path):
                wrong.append(f"{lang} {face['spoken']!r}: no clip {path}")
                continue
            heard, own, closer = judged(listener.transcribe(path, lang, face["spoken"]), lang, face, references)
            if closer:
                # A close call: the same model in float arithmetic hears it again, and the clip is
                # wrong only if that ear too hears another word. The int8 kernels differ from one
                # processor to another, so a clip said unclearly can fall either way on a new
                # machine; a swapped, cut or wrong clip is heard as another word by both.
                again = judged(listener.transcribe(path, lang, face["spoken"], compute_type="float32"), lang, face,
                               references)
                if not again[2]:
                    print(f"{lang} {face['kind']:6} {face['spoken']!r:32} heard {heard!r:28} {own:.2f}  "
                          f"closer to {closer[0]!r} in int8; heard {again[0]!r} in float32")
                    heard, own, closer = again
            checked += 1
            verdict = "ok" if not closer else f"closer to {closer[0]!r}"
            print(f"{lang} {face['kind']:6} {face['spoken']!r:32} heard {heard!r:28} {own:.2f}  {verdict}")
            if closer:
                wrong.append(f"{lang} {face['spoken']!r} ({os.path.basename(path)}) was heard as {heard!r}, "
                             f"closer to {closer[0]!r}")
        listener.save()
    print(f"heard: {checked} card-face clips in {len(languages)} languages, "
          f"{listener.fresh} heard afresh in {listener.seconds:.0f} s, {len(wrong)} heard as another word")
    for line in wrong:
        print("heard: " + line)
    sys.exit(1 if wrong else 0)


if __name__ == "__main__":
    main()
