"""Whether a listener hears level 9's task, recorded from the real sound chain
(bench/record_level9.py), with its number, size, colour and shape, in every language: the same
offline Whisper as bench/voice_check.py writes down each recording, and each of the four words is
looked for in it, after both are normalised as voice_score.py scores them. Prints a table and
appends it to OUT/report.md.

    .build/voice-venv/bin/python bench/voice_level9.py --recordings DIR --model DIR --out DIR
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from voice_check import Listener  # noqa: E402
from voice_score import normalise, score, without_tones  # noqa: E402

# Level 9's task as each language's voice says it, and its four words: number, size, colour, shape.
TASK = {
    "en": ("Your task: Four big blue squares.", ["Four", "big", "blue", "squares"]),
    "vi": ("Đề bài: Bốn hình vuông lớn màu xanh dương.", ["Bốn", "lớn", "xanh dương", "vuông"]),
    "ja": ("おだい：おおきい あおい しかくが よっつ。", ["よっつ", "おおきい", "あおい", "しかく"]),
    "ko": ("문제: 큰 파란색 네모 네 개.", ["네 개", "큰", "파란색", "네모"]),
    "zh": ("ti2 mu4: si4 ge4 lan2 se4 de5 da4 zheng4 fang1 xing2.", ["si4 ge4", "da4", "lan2 se4", "zheng4 fang1 xing2"]),
}
PARTS = ["number", "size", "colour", "shape"]
# zh's task in characters, which its rate with tones is read from (bench/voice_score.py).
ZH_TEXT = "题目：四个蓝色的大正方形。"


# Vowels Seoul Korean no longer tells apart, by their index among Hangul's 21 medials: ㅐ is said
# as ㅔ, ㅒ as ㅖ, and ㅙ and ㅚ as ㅞ. A listener who hears 네모 may write 내모: the same sound.
KO_MERGED_VOWELS = {1: 5, 3: 7, 10: 15, 11: 15}


def korean_sound(text):
    """Hangul spelt as it sounds: each syllable with its merged vowel written one way."""
    def said(char):
        code = ord(char) - 0xAC00
        if not 0 <= code < 11172:
            return char
        medial = (code // 28) % 21
        code += (KO_MERGED_VOWELS.get(medial, medial) - medial) * 28
        return chr(0xAC00 + code)
    return "".join(said(char) for char in text)


def heard_word(lang, word, heard):
    """Whether the normalised word is in the normalised transcript: as a run of whole words for
    en and vi, toneless syllables for zh, kana for ja, and for ko syllables as they sound, since
    the listener chooses between spellings that sound alike (the error rates keep the spelling)."""
    reference = normalise(word, lang, False)
    if lang == "zh":
        reference = without_tones(reference)
    if lang in ("en", "vi", "zh"):
        return f" {reference} " in f" {heard} "
    if lang == "ko":
        return korean_sound(reference) in korean_sound(heard)
    return reference in heard


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--recordings", required=True)
    parser.add_argument("--model", required=True)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    listener = Listener(args.model, os.path.join(args.out, "transcripts.json"))
    rows, results = [], []
    for lang, (spoken, words) in TASK.items():
        for source in ("natural", "espeak"):
            path = os.path.join(args.recordings, f"{source}-{lang}.wav")
            if not os.path.exists(path):
                continue
            transcript = listener.transcribe(path, lang, spoken)
            scored = score(lang, spoken, transcript, text=ZH_TEXT if lang == "zh" else None)
            found = [heard_word(lang, word, scored["heard"] if lang != "zh" else without_tones(scored["heard"]))
                     for word in words]
            results.append({"lang": lang, "source": source, "transcript": transcript, "found": dict(zip(PARTS, found)),
                            "error": scored["error"]})
            marks = " ".join(("✓ " if hit else "✗ ") + part for part, hit in zip(PARTS, found))
            rows.append(f"| {lang} | {source} | {transcript} | {marks} | {scored['error'] * 100:.0f}% |")
    listener.save()
    table = ["", "## Level 9's task from the real sound chain", "",
             "| language | voice | the listener heard | task words heard | error |", "|---|---|---|---|---|", *rows, ""]
    print("\n".join(table))
    with open(os.path.join(args.out, "report.md"), "a") as report:
        report.write("\n".join(table) + "\n")
    with open(os.path.join(args.out, "level9.json"), "w") as file:
        json.dump(results, file, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main()
