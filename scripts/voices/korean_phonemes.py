"""Hangul to IPA in Kokoro's phoneme set, by rule, for the game's fixed Korean phrases.

Kokoro-82M was not trained on Korean and misaki has no Korean front end that works offline, so the
game's phrases are turned into sounds by the standard pronunciation rules a Korean reader applies:
liaison of a final consonant into a following vowel, nasalisation (ㄱ/ㄷ/ㅂ before ㄴ/ㅁ), lateral
ㄹ (ㄴㄹ, ㄹㄹ), aspiration with ㅎ, and voicing of a plain stop between voiced sounds. It covers
the words the game says; `make voice-check` measures how well a listener understands the result.
"""
# A tense onset (ㄲ ㄸ ㅃ ㅆ ㅉ) is written in capitals until the voicing rule has run: it is said
# voiceless and unaspirated, and never voiced between voiced sounds as a plain one is (토끼 is
# tʰoki, never tʰoɡi; 큰 빨간색 keeps its p). Kokoro has no mark for tenseness.
CHO = ["k","K","n","t","T","ɾ","m","p","P","s","S","","ʨ","C","ʨʰ","kʰ","tʰ","pʰ","h"]
TENSE = {"K": "k", "T": "t", "P": "p", "S": "s", "C": "ʨ"}
CHO_J = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
JUNG = ["a","ɛ","ja","jɛ","ʌ","e","jʌ","je","o","wa","wɛ","we","jo","u","wʌ","we","wi","ju","ɯ","ɰi","i"]
# final consonant: (coda sound, onset jamo used when it links to a following vowel)
JONG = [None,("k","ㄱ"),("k","ㄲ"),("k","ㄱㅅ"),("n","ㄴ"),("n","ㄴㅈ"),("n","ㄴㅎ"),("t","ㄷ"),("l","ㄹ"),("k","ㄹㄱ"),
        ("m","ㄹㅁ"),("l","ㄹㅂ"),("l","ㄹㅅ"),("l","ㄹㅌ"),("p","ㄹㅍ"),("l","ㄹㅎ"),("m","ㅁ"),("p","ㅂ"),("p","ㅂㅅ"),
        ("t","ㅅ"),("t","ㅆ"),("ŋ","ㅇ"),("t","ㅈ"),("t","ㅊ"),("k","ㅋ"),("t","ㅌ"),("p","ㅍ"),("t","ㅎ")]
ASP = {"ㄱ":"ㅋ","ㄷ":"ㅌ","ㅂ":"ㅍ","ㅈ":"ㅊ"}
NAS = {"k":"ŋ","t":"n","p":"m"}
VOICE = {"k":"ɡ","t":"d","p":"b","ʨ":"ʥ"}

def _syllables(word):
    out = []
    for ch in word:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out.append([CHO_J[c // 588], JUNG[(c % 588) // 28], JONG[c % 28]])
        else:
            out.append([None, ch, None])
    return out

def word_ipa(word):
    syl = _syllables(word)
    for i in range(len(syl) - 1):          # rules between a coda and the next onset
        cur, nxt = syl[i], syl[i + 1]
        if cur[2] is None or nxt[0] is None: continue
        coda, link = cur[2]
        if nxt[0] == "ㅇ":                  # liaison: the final moves to the next syllable
            if link == "ㅇ": continue
            keep, move = (link[:-1], link[-1]) if len(link) == 2 else ("", link)
            if move == "ㅎ": move = "ㅇ"
            cur[2] = (JONG[[j[1] if j else None for j in JONG].index(keep)][0], keep) if keep else None
            nxt[0] = move
        elif nxt[0] == "ㅎ" and coda == "l" and link == "ㄹ":   # ㄹ+ㅎ: h weakens, l links as flap
            cur[2] = None; nxt[0] = "ㄹ"
        elif nxt[0] == "ㅎ" and coda in ("n", "m", "ŋ"):
            nxt[0] = "ㅇ"
        elif nxt[0] == "ㅎ" and link[-1] in ASP:   # aspiration
            cur[2] = None if len(link) == 1 else (JONG[[j[1] if j else None for j in JONG].index(link[0])][0], link[0]); nxt[0] = ASP[link[-1]]
        elif link[-1] == "ㅎ" and nxt[0] in ASP:
            cur[2] = None if len(link) == 1 else ("n" if link[0] == "ㄴ" else "l", link[0]); nxt[0] = ASP[nxt[0]]
        elif nxt[0] in "ㄴㅁ" and coda in NAS:        # nasalisation
            cur[2] = (NAS[coda], link)
        elif nxt[0] == "ㄹ" and coda in ("n", "l"):   # ㄴㄹ / ㄹㄹ -> ll
            cur[2] = ("l", link); nxt[0] = "L"
        elif nxt[0] == "ㄹ" and coda in ("m", "ŋ"):
            nxt[0] = "ㄴ"
    s = ""
    for on, v, co in syl:
        if on is None: s += v; continue
        s += ("l" if on == "L" else CHO[CHO_J.index(on)]) + v + (co[0] if co else "")
    return s

def voicing(ipa):
    vowels = set("aɛjʌeowuɯɰiɐ")
    voiced = vowels | set("nmŋlɾ")
    out = list(ipa)
    for i in range(1, len(out) - 1):
        j = i - 1
        while j > 0 and out[j] == " ": j -= 1
        if out[i] in VOICE and out[j] in voiced and out[i + 1] in vowels and (i + 1 >= len(out) or out[i+1] != "ʰ"):
            out[i] = VOICE[out[i]]
    return "".join(out)

def g2p(text):
    import re
    parts = re.findall(r"[가-힣]+|[^가-힣]", text)
    ipa = "".join(word_ipa(p) if re.match(r"[가-힣]", p) else p for p in parts)
    # voicing also applies across a space inside a phrase ("세 개" -> se ɡɛ)
    return "".join(TENSE.get(character, character) for character in voicing(ipa))

if __name__ == "__main__":
    import sys
    for text in sys.argv[1:]:
        print(text, "->", g2p(text))
