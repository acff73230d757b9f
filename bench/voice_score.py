"""How much of a spoken line a listener understood: the line the game meant and what Whisper heard,
both brought to one form per language, and the error rate between them (bench/voice_check.py).

  en, vi: words (WER). Lowercase, punctuation gone, digits in the transcript as number words.
  ja:     katakana readings (CER). The reference is the hiragana handed to the synthesizer; the
          transcript (kanji, kana, digits) is read by pyopenjtalk. Long vowels in one spelling.
  ko:     Hangul syllables (CER). Digits as Korean number words, native before the counter 개.
  zh:     pinyin syllables (SER), toneless; the toned rate is kept too. The reference is the
          tone-numbered pinyin handed to the synthesizer; the transcript is simplified, its digits
          made numerals, and read by pypinyin. The game's pinyin carries the tone changes a speaker
          makes (一个 yi2 ge4, 不是 bu2 shi5) and pypinyin's readings do not, so the toned rate
          reads both sides from characters, the line's text and the transcript alike, by pypinyin
          with its tone changes: the same changes on both sides.
"""
import re
import unicodedata

METRIC = {"en": "WER", "vi": "WER", "ja": "CER", "ko": "CER", "zh": "SER"}

EN_NUMBERS = ("zero one two three four five six seven eight nine ten eleven twelve thirteen "
              "fourteen fifteen sixteen seventeen eighteen nineteen twenty").split()
VI_UNITS = "không một hai ba bốn năm sáu bảy tám chín".split()
VI_NUMBERS = VI_UNITS + ["mười"] + [f"mười {'lăm' if n == 5 else VI_UNITS[n]}" for n in range(1, 10)] + ["hai mươi"]
# Korean counts things with native numbers before a counter (별 세 개, "three stars") and numbers
# cards and levels with Sino-Korean ones (카드 삼, "card three"), as the game's lines do. Only 개
# is treated as a counter: it is the only one the game's lines use.
KO_SINO_UNITS = ["영", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"]
KO_SINO = KO_SINO_UNITS + ["십"] + ["십" + KO_SINO_UNITS[n] for n in range(1, 10)] + ["이십"]
KO_NATIVE_UNITS = ["영", "한", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉"]
KO_NATIVE = KO_NATIVE_UNITS + ["열"] + ["열" + KO_NATIVE_UNITS[n] for n in range(1, 10)] + ["스무"]
ZH_UNITS = "零一二三四五六七八九"
ZH_MEASURES = "个颗张只"


def number_words(text, table, joiner=" "):
    """Each run of digits as the table's word for it (numbers past the table stay as digits,
    and so count as errors: the game says none)."""
    def word(match):
        n = int(match.group())
        return f"{joiner}{table[n]}{joiner}" if n < len(table) else match.group()
    return re.sub(r"\d+", word, text)


def words(text):
    """Lowercase words without punctuation (an apostrophe inside a word stays: "let's")."""
    text = unicodedata.normalize("NFC", text).lower()
    text = re.sub(r"[^\w\s']|_", " ", text)
    return " ".join(word.strip("'") for word in text.split() if word.strip("'"))


# Japanese: a kana's vowel, to spell a long vowel one way whether it is written with ー (カード,
# as pyopenjtalk reads) or with a vowel kana (かあど, as the synthesizer is handed it).
KANA_VOWEL = {}
for vowel, row in zip("アイウエオ", ["アカサタナハマヤラワガザダバパァャヮ", "イキシチニヒミリギジヂビピィ",
                                     "ウクスツヌフムユルグズヅブプゥュヴ", "エケセテネヘメレゲゼデベペェ",
                                     "オコソトノホモヨロヲゴゾドボポォョ"]):
    KANA_VOWEL.update(dict.fromkeys(row, vowel))
LENGTHENS = {"ア": "ア", "イ": "イ", "ウ": "ウ", "エ": "エイ", "オ": "オウ"}


def katakana(text):
    """Hiragana to katakana, and only kana kept; ヲ ヅ ヂ as they sound; long vowels as ー."""
    text = "".join(chr(ord(c) + 0x60) if "\u3041" <= c <= "\u3096" else c for c in text)
    text = re.sub(r"[^\u30a1-\u30fc]", "", text).translate(str.maketrans("ヲヅヂ", "オズジ"))
    out = []
    for kana in text:
        before = KANA_VOWEL.get(out[-1]) if out else None
        out.append("ー" if before and kana in LENGTHENS.get(before, "") else kana)
    return "".join(out)


def japanese_reading(text):
    import pyopenjtalk
    # Sudachi's kanji readings need a dictionary package left out of the tools; OpenJTalk's own
    # dictionary reads these lines' words.
    return pyopenjtalk.g2p(text, kana=True, use_sudachi_kanji_yomi=False) if text.strip() else ""


def korean(text, transcript):
    if transcript:
        text = re.sub(r"\d+(?=\s*개)", lambda m: number_words(m.group(), KO_NATIVE, ""), text)
        text = number_words(text, KO_SINO, "")
    return re.sub(r"[^\uac00-\ud7a3]", "", unicodedata.normalize("NFC", text))


def chinese_numerals(text):
    """Digits as Chinese numerals up to 99; 2 before a measure word as 两 (两个, not 二个)."""
    def numeral(match):
        n, after = int(match.group(1)), match.group(2)
        if n == 2 and after and after in ZH_MEASURES:
            return "两" + after
        if n < 10:
            said = ZH_UNITS[n]
        elif n < 100:
            said = (ZH_UNITS[n // 10] if n >= 20 else "") + "十" + (ZH_UNITS[n % 10] if n % 10 else "")
        else:
            return match.group()
        return said + after
    return re.sub(r"(\d+)(.?)", numeral, text)


def pinyin_syllables(text, transcript, tone_sandhi=False):
    """Tone-numbered syllables (ü as v); Latin words a transcript may hold count as tokens.
    `transcript` says the text is characters, read by pypinyin (with the tone changes a speaker
    makes when `tone_sandhi`); otherwise it is pinyin already."""
    text = unicodedata.normalize("NFC", text).lower().replace("ü", "v")
    if transcript:
        import zhconv
        from pypinyin import Style, lazy_pinyin
        text = chinese_numerals(zhconv.convert(text, "zh-cn"))
        text = " ".join(lazy_pinyin(text, style=Style.TONE3, neutral_tone_with_five=True, v_to_u=False,
                                    tone_sandhi=tone_sandhi))
    return re.findall(r"[a-z]+[1-5]?", text)


def normalise(text, lang, transcript):
    """The form the reference (`transcript` False: the spoken text) or a transcript is scored in:
    a string of space-separated units for WER-like rates, or of characters for CER."""
    if lang == "en":
        return words(number_words(text, EN_NUMBERS) if transcript else text)
    if lang == "vi":
        return words(number_words(text, VI_NUMBERS) if transcript else text)
    if lang == "ja":
        return katakana(japanese_reading(text) if transcript else text)
    if lang == "ko":
        return korean(text, transcript)
    if lang == "zh":
        return " ".join(pinyin_syllables(text, transcript))
    raise ValueError(f"no scoring for {lang}")


def without_tones(units):
    return re.sub(r"[1-5]", "", units)


def rate(lang, references, hypotheses):
    """The error rate over all lines: edits over the reference's units, each line's units apart."""
    import jiwer
    if not references:
        return None
    if METRIC[lang] == "CER":
        return jiwer.cer(references, hypotheses)
    return jiwer.wer(references, hypotheses)


def score(lang, spoken, transcript, text=None):
    """One line's reference, heard form and error rate (toneless for zh, with `toned` beside, for
    which zh needs the line's `text` in characters)."""
    reference, heard = normalise(spoken, lang, False), normalise(transcript, lang, True)
    result = {"reference": reference, "heard": heard}
    if lang == "zh":
        if text is None:
            raise ValueError("a zh line is scored with tones from its characters: give its text")
        toned_reference = " ".join(pinyin_syllables(text, True, tone_sandhi=True))
        toned_heard = " ".join(pinyin_syllables(transcript, True, tone_sandhi=True))
        result.update(toned_reference=toned_reference, toned_heard=toned_heard,
                      toned=rate(lang, [toned_reference], [toned_heard]))
        reference, heard = without_tones(reference), without_tones(heard)
        result.update(reference=reference, heard=heard)
    result["error"] = rate(lang, [reference], [heard])
    return result
