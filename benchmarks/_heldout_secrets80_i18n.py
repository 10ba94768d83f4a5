"""Held-out set 80: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in the minority, historical and variant writing of East Asia.

Registers and scripts of this set's share: written Cantonese; Hokkien in Pe̍h-ōe-jī and in Han
characters; Hakka in Pha̍k-fa-sṳ and in Han characters; Zhuang in its Latin orthography; Nuosu
Yi in the Yi syllabary; Hmong in the Romanized Popular Alphabet and in Pahawh; Okinawan in
kana and kanji; Ainu in katakana with its small kana (ㇰ, ㇱ, ㇷ, ㇿ); Jeju; Classical Chinese;
Japanese kanbun with kaeriten (㆑, ㆒, ㆓); and Korean mixed script with Hanja. Every earlier
set that named these languages (Cantonese 7 files, Hokkien 6, Hakka 6, Zhuang 3, Hmong 15,
Pahawh 1, Okinawan 9, Ainu 9, Jeju 9) was grepped for its words: the common Han words
(密碼, 密码, 口令, 비밀번호, パスワード) had been used and are used again here only inside
new sentences; new here are 暗號, 祕密番號, 密令, 鑰 and 認證番號, the kanbun marks, the Yi
and Pahawh scripts, and kanbun, Hanja-mixed Korean and Classical Chinese as registers.

All phrases are as remembered, not verified against a localized sign-in page: the Han
phrases follow each register's grammar (Cantonese 係/嘅/唔好, Hokkien 是/的/毋通,
Hakka 係/个/毋好, Classical 之/曰/勿), the romanized ones their spelling (POJ ``bi̍t-bé``,
Pha̍k-fa-sṳ ``me̍t-mâ``, Zhuang ``mizmaj``, Hmong ``lo lus zais``, ``lej zais``, ``yuam sij``);
the Yi and Pahawh lines are built from remembered syllables and are the least sure.
Scripts: Han (traditional and simplified), Latin with tone diacritics, Yi, Pahawh Hmong,
kana with the Ainu small kana, Hangul with Hanja, and the kanbun annotation marks.
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "bamboo",
    "camellia",
    "cormorant",
    "dumpling",
    "ginkgo",
    "junk",
    "kite",
    "lantern",
    "lotus",
    "loquat",
    "mahjong",
    "osmanthus",
    "pagoda",
    "persimmon",
    "sampan",
    "typhoon",
]

ROWS = r"""
cantonese mat ma ¦ written Cantonese, 密碼 with 係/嘅 ¦ p ¦ 你嘅新密碼係 {t}，唔好話俾人知呀。
cantonese wifi ¦ written Cantonese, a Wi-Fi password asked and answered ¦ p ¦ 屋企 Wi-Fi 密碼係咩嚟？係「{t}」囉，大細楷要啱㗎。
cantonese verify ¦ written Cantonese, 驗證碼 valid five minutes ¦ pin6 ¦ 登入驗證碼：{t}，五分鐘內有效㗎，唔使覆。
cantonese api ¦ written Cantonese, API 金鑰 ¦ tok ¦ 你個 API 金鑰喺呢度：{t}（記得收好佢，冇咗要重新整過）
cantonese backup ¦ written Cantonese, 後備碼 for account recovery ¦ gh ¦ 後備碼（部電話唔見咗就用嚟攞返個帳戶）：{t}
cantonese atm ¦ written Cantonese, 提款卡密碼 ¦ pin6 ¦ 提款卡密碼改咗做 {t} 喇，你記住先好掉咗張紙佢。
cantonese phrase ¦ written Cantonese, 助記詞 of a wallet ¦ w6 ¦ 錢包助記詞抄低咗未？「{t}」——千祈唔好影相。
hokkien poj password ¦ Hokkien in Pe̍h-ōe-jī, bi̍t-bé (password) ¦ p ¦ Lí ê sin bi̍t-bé sī {t}, m̄-thang hō͘ lâng chai.
hokkien poj recovery ¦ Hokkien in Pe̍h-ōe-jī, hôe-ho̍k-bé (recovery code) ¦ ms ¦ Lí ê hôe-ho̍k-bé: {t} — ài khǹg hó-sè.
hokkien poj pin ¦ Hokkien in Pe̍h-ōe-jī, PIN bé ¦ pin6 ¦ Lí ê PIN bé ū kái-piàn, sin--ê sī {t}.
hokkien poj key ¦ Hokkien in Pe̍h-ōe-jī, só-sî (key) for an API ¦ tok ¦ API ê só-sî: {t}
hokkien han password ¦ Hokkien in Han characters, 密碼 with 毋通 ¦ p ¦ 你的密碼是 {t}，毋通予人知。
hokkien han key ¦ Hokkien in Han characters, 鎖匙 (key) ¦ tok ¦ 恁的 API 鎖匙：{t}，愛收予好勢。
hokkien han code ¦ Hokkien in Han characters, 驗證碼 ¦ pin8 ¦ 驗證碼是 {t}，五分鐘內愛用。
hakka pfs password ¦ Hakka in Pha̍k-fa-sṳ, me̍t-mâ (password) ¦ p ¦ Ngì-ke sîn me̍t-mâ he {t}, m̀-hó pûn ngìn tî.
hakka pfs pin ¦ Hakka in Pha̍k-fa-sṳ, PIN mâ ¦ pin6 ¦ PIN mâ kói-sòng he {t}.
hakka han password ¦ Hakka in Han characters, 密碼 with 个/毋好 ¦ p ¦ 你个密碼係 {t}，毋好分人知。
hakka han recovery ¦ Hakka in Han characters, 救回碼 ¦ google ¦ 救回碼：{t}（手機仔毋見正用得著）
zhuang mizmaj ¦ Zhuang in Latin, mizmaj (password, loan of 密码) ¦ p ¦ Mizmaj moq mwngz dwg {t}, gaej hawj vunz rox.
zhuang pin ¦ Zhuang in Latin, PIN mizmaj ¦ pin6 ¦ PIN mizmaj mwngz: {t}
zhuang key ¦ Zhuang in Latin, the API key called seiz (key) ¦ tok ¦ API seiz mwngz: {t}
yi password ¦ Nuosu Yi in the Yi syllabary, a password line (syllables as remembered) ¦ p ¦ ꆏꀋ ꂱꂷ ꃅ {t} ꀕ，ꊿ ꀋ ꉆ ꄉ。
yi code ¦ Nuosu Yi in the Yi syllabary, a verification code (as remembered) ¦ pin6 ¦ ꏃꈌꂷ：{t}
hmong rpa lo lus zais ¦ Hmong in RPA, lo lus zais (password) ¦ p ¦ Koj lo lus zais tshiab yog {t}. Tsis txhob qhia rau leej twg.
hmong rpa lej zais ¦ Hmong in RPA, tus lej zais (PIN) ¦ pin6 ¦ Koj tus lej zais yog {t}.
hmong rpa yuam sij ¦ Hmong in RPA, yuam sij (key) for an API ¦ tok ¦ Koj tus yuam sij API: {t}
hmong rpa rov qab ¦ Hmong in RPA, cov lej rov qab nkag (recovery codes) ¦ gh ¦ Cov lej rov qab nkag tus account: {t}
hmong rpa passphrase ¦ Hmong in RPA, kab lus zais (passphrase) ¦ w5 ¦ Koj kab lus zais: {t}
hmong pahawh password ¦ Hmong in Pahawh, a password line (letters as remembered) ¦ p ¦ 𖬌𖬰𖬝 𖬂𖬲𖬮𖬵 𖬗𖬰𖬟: {t}
hmong pahawh pin ¦ Hmong in Pahawh, a PIN line (letters as remembered) ¦ pin8 ¦ 𖬓𖬰𖬦 𖬗𖬰𖬟 PIN: {t}
okinawan password ¦ Okinawan in kana, パスワード with やいびーん ¦ p ¦ うんじゅぬ新しいパスワードー {t} やいびーん。
okinawan pin ¦ Okinawan, 暗証番号 with やいびーん ¦ pin6 ¦ 暗証番号(あんしょうばんごう)ー {t} やいびーん。ちゅんかい見しらんけー。
okinawan code ¦ Okinawan, a confirmation code ¦ pin6 ¦ 確認コードー {t} やいびーさ。五分ぬ間どぅ使いゆーる。
okinawan key ¦ Okinawan, the API key as キー ¦ tok ¦ APIぬキーや {t} やいびーん。
ainu password ¦ Ainu in katakana, a password line with small kana (as remembered) ¦ p ¦ エコㇿ パスワード アナクネ {t} ネ。アイヌ オㇱマケ エヌカㇻ ソモ キ ヤン。
ainu pin ¦ Ainu in katakana, a PIN line (as remembered) ¦ pin6 ¦ エコㇿ PIN アナクネ {t} ネ。
ainu key ¦ Ainu in katakana, a key line (as remembered) ¦ tok ¦ API キー アナクネ {t} ネ。
jeju password ¦ Jeju, 비밀번호 with the ending 우다 ¦ p ¦ 느 비밀번호는 {t} 우다. 놈신디 고르지 맙서.
jeju code ¦ Jeju, 인증번호 with 마씸 ¦ pin6 ¦ 인증번호 {t} 마씸. 오 분 안티 써사 헙니다.
jeju recovery ¦ Jeju, 복구 코드 ¦ ms ¦ 복구 코드 잘 보관헙서: {t}
classical milling ¦ Classical Chinese, 密令 (secret word) ¦ p ¦ 汝之密令曰「{t}」，慎勿示人。
classical kouling ¦ Classical Chinese, 口令 for a gate ¦ w3 ¦ 夜行者問口令，答曰「{t}」，不應者執之。
classical yue ¦ Classical Chinese, 鑰 (key) ¦ tok ¦ 鑰在此：{t}。失之者，罪在守者。
classical anhao ¦ Classical Chinese, 暗號 (secret sign) ¦ p ¦ 其暗號為 {t}，勿泄於外。
kanbun anhao ¦ Japanese kanbun with kaeriten, 暗號 and 勿令人知 ¦ p ¦ 暗號ハ {t} 也。勿㆑令㆓人ヲシテ知㆒ラ。
kanbun key ¦ Japanese kanbun, 鍵 with 返り点 ¦ tok ¦ 鍵曰 {t}。宜㆑秘㆑之。
kanbun pin ¦ Japanese kanbun, 祕密番號 ¦ pin8 ¦ 祕密番號 {t}、不㆑可㆑示㆑人。
hanja password ¦ Korean mixed script, 祕密番號 with Hanja ¦ p ¦ 貴下의 祕密番號는 {t} 입니다. 他人에게 알리지 마십시오.
hanja verify ¦ Korean mixed script, 認證番號 ¦ pin6 ¦ 認證番號 [{t}] 를 入力하십시오. 有效時間 3分.
hanja recovery ¦ Korean mixed script, 復舊 코드 ¦ gh ¦ 計定 復舊 코드: {t}
hanja key ¦ Korean mixed script, API 鍵 ¦ tok ¦ 發給된 API 鍵: {t}
hanja passphrase ¦ Korean mixed script, 暗號 文句 (passphrase) ¦ w5 ¦ 暗號 文句를 紙面에 적어 두십시오: {t}
cantonese simplified ¦ Cantonese in simplified characters, 密码 with 系 ¦ p ¦ 你嘅密码系 {t}，唔好同人讲。
hokkien poj b64 ¦ Hokkien in Pe̍h-ōe-jī, a token shown once ¦ b64 ¦ Lí ê token (kan-na hián-sī chi̍t pái): {t}
hakka han b64 ¦ Hakka in Han characters, 存取權杖 ¦ b64 ¦ 你个存取權杖：{t}，只會出一擺。
zhuang recovery ¦ Zhuang in Latin, recovery code ¦ google ¦ Hauhmaj dauqma: {t}
okinawan passphrase ¦ Okinawan, 合言葉 (passphrase) ¦ w4 ¦ 合言葉ー「{t}」やいびーん。
jeju b64 ¦ Jeju, 토큰 with 우다 ¦ b64 ¦ 이 토큰은 훈 번만 보여지쿠다: {t}
hokkien han recovery ¦ Hokkien in Han characters, 恢復碼 ¦ ms ¦ 恢復碼愛囥予好：{t}
classical pin ¦ Classical Chinese, 符數 (a tally number) ¦ pin8 ¦ 符數 {t}，合之乃開。
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("note", "runtime", "keyerror", "cause", "group", "args", "context", "oserror"),
    )
