"""Held-out set 62: recovery codes, passphrases, PINs, passwords, API keys and tokens named in
the ten major languages (English, Chinese, Japanese, Korean, Russian, German, French, Spanish,
Portuguese, Arabic) as people write them in chat: informal registers, abbreviations, slang,
emoji, full-width and half-width forms, traditional and simplified characters mixed, and
code-switching with English.

The words are as remembered (not looked up), chosen where possible from chat forms no earlier
set used (each grepped for in every earlier ``benchmarks/*heldout*`` file): half-width
``ﾊﾟｽﾜｰﾄﾞ`` (0 files), full-width ``ＡＰＩ`` (0), ``ㅋㅋ`` (0), ``API密钥`` (0), ``复原码`` (0),
``備用碼`` (0), ``jaja`` (0), ``vlw`` (0). The core words of each language (``パスワード``,
``비밀번호``, ``пароль``, ``Passwort``, ``senha``, ``密码``, ``كلمة السر`` and the like) did match
earlier sets; the share is these languages, so they appear, in other phrasings. Scripts:
Latin, Han (simplified and traditional), hiragana, katakana (full- and half-width), Hangul,
Cyrillic, Arabic; full-width Latin.
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "ballast",
    "bollard",
    "chassis",
    "combine",
    "drayage",
    "furrow",
    "gantry",
    "harrow",
    "hopper",
    "inverter",
    "manifest",
    "pallet",
    "reefer",
    "silo",
    "tractor",
    "turbine",
]

ROWS = r"""
en wifi ¦ English chat, "pw" for password ¦ p ¦ yo the depot wifi pw is {t} lol
en pin ¦ English chat, PIN in a text ¦ pin6 ¦ ngl my fuel card pin's {t} dont tell the boss 😬
en backup ¦ English chat, backup codes pasted ¦ gh ¦ here r ur backup codes for the fleet portal: {t} (keep em safe!!)
en api ¦ English chat, API key with emoji ¦ tok ¦ api key for the tracking thing → {t} pls dont leak it 🙏
en passphrase ¦ English chat, seed/passphrase ¦ w5 ¦ the vault passphrase is "{t}" all lowercase
en token ¦ English chat, "tkn" abbreviation ¦ b64 ¦ new tkn for the charger api: {t} ttyl
zh mima ¦ Simplified Chinese chat, 密码 with 哈 ¦ p ¦ 仓库WiFi密码是{t}哈，别外传～
zh tiqu ¦ Simplified Chinese, 百度网盘 提取码 (share access code) ¦ pin6 ¦ 链接发你了，提取码：{t} 👍
zh miyao ¦ Simplified Chinese, API密钥 with full-width colon ¦ tok ¦ 物流接口的API密钥：{t}（别发群里）
zh fuyuan ¦ Simplified Chinese, 复原码 (recovery codes) ¦ ms ¦ 账号的复原码存一下：{t}
zh trad mix ¦ Traditional and simplified mixed, 密碼/验证码 ¦ google ¦ 備用碼（backup code）是 {t}，验证码收不到就用這個
zh koling ¦ Simplified Chinese, 口令 (passphrase) ¦ w4 ¦ 口令是“{t}”，四个词，中间空格
ja pasu ¦ Japanese chat, half-width katakana ﾊﾟｽﾜｰﾄﾞ ¦ p ¦ ﾊﾟｽﾜｰﾄﾞ→{t} ﾖﾛｼｸ
ja hiragana ¦ Japanese chat, hiragana ぱすわーど ¦ p ¦ 倉庫のぱすわーど、{t} だよー
ja ansho ¦ Japanese chat, 暗証 abbreviated ¦ pin8 ¦ ETCカードの暗証、{t}ね！忘れないで
ja apikey ¦ Japanese chat, full-width ＡＰＩキー ¦ tok ¦ ＡＰＩキー貼っとく→{t}
ja recovery ¦ Japanese chat, リカバリコード (shortened) ¦ gh ¦ リカバリコード控えといて：{t}
ja token ¦ Japanese chat, トークン with 笑 ¦ b64 ¦ トークン更新した（笑）{t}
ko bibeon ¦ Korean chat, 비번 with ㅋㅋ ¦ p ¦ 창고 와이파이 비번 {t} ㅋㅋ
ko pin ¦ Korean chat, 핀번호 ¦ pin6 ¦ 법인카드 핀번호 {t} 임 ㅎㅎ
ko api ¦ Korean chat, API키 code-switched ¦ tok ¦ 배송조회 API키 {t} 이거 쓰면 됨
ko bokgu ¦ Korean chat, 복구코드 ¦ ms ¦ 복구코드 여기: {t} 잘 보관해~
ko token ¦ Korean chat, 토큰 ¦ b64 ¦ 새 토큰 받음 → {t}
ko amho ¦ Korean chat, 암호 (passphrase) ¦ w4 ¦ 암호문은 "{t}" 야 띄어쓰기 포함
ru pass ¦ Russian chat, "пасс" slang ¦ p ¦ пасс от вайфая на складе: {t} 😉
ru parolchik ¦ Russian chat, "парольчик" diminutive ¦ p ¦ держи парольчик {t}, никому)
ru pin ¦ Russian chat, "пинкод" run together ¦ pin6 ¦ пинкод от топливной карты {t}
ru apishka ¦ Russian chat, "апишка"/"ключ от апи" ¦ tok ¦ ключ от апишки: {t} не свети им
ru vosst ¦ Russian chat, "коды восстановы" slang ¦ gh ¦ коды восстановы скинул: {t}
ru token ¦ Russian chat, "токен" mixed with English ¦ b64 ¦ новый token для телематики — {t}
de pw ¦ German chat, "PW" ¦ p ¦ PW fürs Lager-WLAN ist {t} btw
de geheimzahl ¦ German chat, Geheimzahl (PIN) ¦ pin6 ¦ die Geheimzahl von der Tankkarte is {t}, nich weitersagen!!
de kennwort ¦ German chat, Kennwort ¦ p ¦ Kennwort für den Router: {t} 😅
de apikey ¦ German chat, API-Key code-switched ¦ tok ¦ hab dir den API-Key geschickt: {t}
de backup ¦ German chat, Backup-Codes ¦ google ¦ Backup-Code fürs Portal: {t} (nur einmal gültig)
de satz ¦ German chat, Passphrase ¦ w5 ¦ die Passphrase lautet „{t}“, alles klein
fr codesecret ¦ French chat, "code secret" ¦ pin6 ¦ le code secret de la carte carbu c'est {t} mdr
fr mdpwifi ¦ French chat, "mot de passe" abbreviated "mot de pass" ¦ p ¦ le mot de pass du wifi de l'entrepôt : {t} 😉
fr cleapi ¦ French chat, "clé d'API" ¦ tok ¦ voilà la clé d'API du transporteur : {t}
fr secours ¦ French chat, "codes de secours" ¦ ms ¦ tes codes de secours : {t} (garde-les bien)
fr jeton ¦ French chat, "jeton" (token) ¦ b64 ¦ nouveau jeton pour la borne : {t}
fr phrase ¦ French chat, phrase secrète ¦ w4 ¦ la phrase secrète c'est « {t} »
es pass ¦ Spanish chat, "la pass" ¦ p ¦ la pass del wifi del almacén es {t} jaja
es pin ¦ Spanish chat, "el pin" with xfa ¦ pin6 ¦ el pin de la tarjeta de gasolina: {t} xfa no lo compartas
es clave ¦ Spanish chat, "clave de la API" ¦ tok ¦ te paso la clave de la API de envíos: {t} 👍
es respaldo ¦ Spanish chat, códigos de respaldo ¦ gh ¦ guardá estos códigos de respaldo: {t}
es token ¦ Spanish chat, "el token" code-switched ¦ b64 ¦ el token nuevo del cargador → {t}
es frase ¦ Spanish chat, frase de paso ¦ w5 ¦ la frase de paso es "{t}" sin mayúsculas
pt senha ¦ Brazilian Portuguese chat, "a senha" with kkk ¦ p ¦ a senha do wifi do galpão é {t} kkk
pt pin ¦ Portuguese chat, PIN with vlw ¦ pin6 ¦ pin do cartão combustível {t} vlw
pt chave ¦ Portuguese chat, "chave da API" ¦ tok ¦ chave da api das entregas: {t} não posta no grupo hein
pt backup ¦ Portuguese chat, códigos de backup ¦ google ¦ código de backup: {t} usa se o SMS não chegar
pt token ¦ Portuguese chat, "o token" ¦ b64 ¦ mandei o token novo do rastreador: {t}
pt frase ¦ Portuguese chat, frase-senha ¦ w4 ¦ a frase-senha é "{t}"
ar baswurd ¦ Arabic chat, "الباسورد" (loanword) ¦ p ¦ الباسورد حق الواي فاي في المستودع {t} 😂
ar raqam ¦ Arabic chat, "الرقم السري" (PIN) ¦ pin6 ¦ الرقم السري لبطاقة البنزين: {t} لا تعطيه لأحد
ar miftah ¦ Arabic chat, "مفتاح الـAPI" code-switched ¦ tok ¦ هذا مفتاح الـAPI حق الشحن: {t}
ar istirdad ¦ Arabic chat, "أكواد الاسترجاع" ¦ ms ¦ أكواد الاسترجاع: {t} احفظها
ar token ¦ Arabic chat, "التوكن" loanword ¦ b64 ¦ التوكن الجديد: {t}
ar ibara ¦ Arabic chat, "عبارة المرور" ¦ w4 ¦ عبارة المرور هي «{t}»
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("note", "runtime", "keyerror", "cause", "group", "args", "context", "oserror", "process"),
    )
