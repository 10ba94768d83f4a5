"""Rows for a password a protocol's verb or a tool's echo places, not a `name=value` pair:

* a credential verb, then at most two words (a nick, a master's name, a type digit), then a
  password-shaped value (`IDENTIFY nick p`, `sentinel auth-pass master p`, `password 0 p`,
  `AUTH p`, `LOGIN user p`);
* an option echoed as set (`Setting --password (password) to p`, wget's debug output);
* a value in a call whose message says authentication failed (`Failed to authenticate
  (ClientXMPP('u', 'p'))`);
* the value field beside a field naming a secret parameter (`"param": "api_key", "value": …`);
* `p=` in a DSN of one-letter keys (`h=db,u=app,p=…`, Perl DBI and Percona Toolkit);
* the digits of a PIN or a one-time code after its name, in the languages people write it
  (`your PIN 4821 is wrong`, `code secret saisi (7559)`, `الرقم السري للبطاقة 7890`).

Each row declares the literals its finder needs (``Rule.needs``): the gate skips it for a
message without them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._code_rows import SECRET_WORDS
from ._code_shapes import CODE_STEMS
from ._command_flags import looks_like_password
from ._config_rows import secretish
from ._engine import REDACTED, Rule, Scan, Span
from ._engine import vectors as _v
from ._flag_key_rows import key_shaped
from ._placeholders import PLACE_WORDS, reads_elsewhere
from ._vocabulary import PASSWORD_NAMES

__all__ = ["PIN_CUES", "PIN_NAMES", "VERB_ROWS"]


def _shaped(value: str) -> bool:
    return value != REDACTED and (looks_like_password(value) or secretish(value))


# --- a credential verb, a few words, a password-shaped value --------------------------------------

_VERB = re.compile(
    # (`addauth`: a shell's verb adds a session's credential, ZooKeeper's `addauth digest u:p`)
    r"(?<![\w-])(?:identify|(?:add)?auth|auth-pass|masterauth|requirepass|login|pass|password|secret)"
    r"((?:[ \t]+['\"]?[^\s'\"()]{1,128}['\"]?){1,3})",
    re.I,
)
_WORD = re.compile(r"[^\s'\"()]+")
# Cisco's and Juniper's password encryption types (0 plain, 5 and 8 and 9 hashes, 7 obfuscated)
_TYPE_DIGIT = re.compile(r"[05789]")
_USER_BEFORE = re.compile(r"[A-Za-z][\w.-]{0,63}:")
# `Setting --password (password) to p`: an option echoed as set.
_SETTING = re.compile(
    r"setting[ \t]+-{0,2}[\w.-]{0,40}(?:pass|pwd|token|secret|key|auth)[\w.-]{0,40}"
    r"(?:[ \t]+\([^)\n]{0,40}\))?[ \t]+to[ \t]+['\"]?([^\s'\"]{3,128})",
    re.I,
)


def _verbs(scan: Scan) -> Iterator[Span]:
    text, folded = scan.text, scan.folded
    if "auth" not in folded and "pass" not in folded and "secret" not in folded:
        return  # (a verb's password comes with one of these words in what echoes it)
    for match in _VERB.finditer(text):
        words = list(_WORD.finditer(text, *match.span(1)))
        if len(words) >= 2 and _TYPE_DIGIT.fullmatch(words[0].group()):
            # A network OS's encryption type before the value (`password 7 <obfuscated>`,
            # `secret 9 <hash>`, `key 0 <plain>`): whatever its shape, the value after the
            # digit is the secret; a word is a sentence's (`password 7 characters long`).
            value = words[1].group().rstrip(".,;:")
            if len(value) >= 6 and not value.isalpha() and value != REDACTED:
                yield (words[1].start(), words[1].start() + len(value))
                continue
        # (the first password-shaped of the three words after the verb: a nick, a master's
        # name or a type digit may come first)
        for word in words:
            value = word.group().rstrip(".,;:")
            if value.lower() in PLACE_WORDS:
                break  # where it is kept, not what: `admin password in 1Password vault`
            if len(value) >= 6 and _shaped(value) and not reads_elsewhere(text, word.end(), value):
                start = word.start()
                # (`user:password`, ZooKeeper's `addauth digest u:p`: the user stays)
                user = _USER_BEFORE.match(value)
                if user is not None and _shaped(value[user.end() :]):
                    start += user.end()
                yield (start, word.start() + len(value))
                break
    if "setting" in folded:
        for match in _SETTING.finditer(text):
            if match.group(1) != REDACTED:
                yield match.span(1)


# --- a call's values where authentication failed -------------------------------------------------

_CALL = re.compile(r"\b[A-Za-z_][\w.]{0,64}\(([^()\n]{1,512})\)")
_QUOTED = re.compile(r"'([^'\n]{6,128})'|\"([^\"\n]{6,128})\"")
_FAILED_AUTH = (
    "authenticat", "unauthori", "not-authorized", "not authorized",
    "login", "credential", "password",  # (a login that failed, `bad credentials`)
    # (a client's key refused: its status, `Invalid token`, `apiKey … rejected`)
    "401", "invalid token", "invalid key", "invalid api", "apikey", "api key",
)  # fmt: skip
# A word or two before a key's body (`srv-env-<hex>`, `prod-server-<uuid>`), as SDKs print them.
_WORD_PREFIX = re.compile(r"(?:[a-z]{2,10}[-_]){1,3}")


# What builds a client (a class's name, `Client.builder(…)`, `sdk.init(…)`): its strings are
# its settings, the key among them; another call's strings are what it was asked for (an id).
_BUILDERS = frozenset({
    "builder", "create", "new", "init", "initialize", "configure", "connect", "login",
    "authenticate", "auth", "client", "setup", "with_key", "from_key",
})  # fmt: skip


def _builds_a_client(callee: str) -> bool:
    last = callee.rsplit(".", 1)[-1]
    return last[:1].isupper() or last.lower() in _BUILDERS


def _key_shaped(value: str) -> bool:
    """A client's key given to what builds it: a key's shape, alone or after a word or two."""
    prefix = _WORD_PREFIX.match(value)
    return key_shaped(value) or (prefix is not None and key_shaped(value[prefix.end() :]))


def _failed_auth_calls(scan: Scan) -> Iterator[Span]:
    if not any(word in scan.folded for word in _FAILED_AUTH):
        return
    for call in _CALL.finditer(scan.text):
        builds = _builds_a_client(scan.text[call.start() : call.start(1) - 1])
        for match in _QUOTED.finditer(scan.text, *call.span(1)):
            group = 1 if match.group(1) is not None else 2
            value = match.group(group)
            if _shaped(value) or (builds and _key_shaped(value)):
                yield match.span(group)


# --- a value field beside a field naming a secret parameter ---------------------------------------

# (matched on the lower-cased text at each quote before a field word, where `value` or `given`
# is; or the field that says what kind of secret the value is, `"kind": "password", "value":
# …`, or a JSON Patch's `"path": "/webhook/secret"`, whose last segment names the value; up to
# two fields between, `"key": "mysql.pass", "source": "local", "value": …`; quotes escaped)
_FIELD_START = re.compile(r"[\"'](?:param|field|arg|key|name|kind|type|path)")
_Q = r"\\?[\"']"  # (a quote, escaped in a JSON string inside another)
_NAMED_FIELD = re.compile(
    rf"[\"'](?:parameter|param|field|argument|arg|key|name|kind|type|path)(?:_?name)?{_Q}\s*:\s*"
    rf"{_Q}([\w./-]{{1,64}}){_Q}\s*,\s*"
    rf"(?:{_Q}[\w-]{{1,24}}{_Q}\s*:\s*(?:{_Q}[^\"'\n]{{0,64}}{_Q}|[\w.-]{{1,24}})\s*,\s*){{0,2}}"
    rf"{_Q}(?:\w{{0,16}}_)?(?:value|given){_Q}\s*:\s*"
    rf"{_Q}([^\"'\n\\]{{3,512}}){_Q}"
)


def _named_fields(scan: Scan) -> Iterator[Span]:
    text, folded = scan.text, scan.folded
    for start in _FIELD_START.finditer(folded):
        match = _NAMED_FIELD.match(folded, start.start())
        if match is not None:
            name = text[match.start(1) : match.end(1)].rsplit("/", 1)[-1]
            name = re.sub(r"[._-][vV]\d+$", "", name)  # (a type's version: `apikey.v4`)
            if text[match.start(2) : match.end(2)] != REDACTED and scan.is_secret_name(name):
                yield match.span(2)


# --- `p=` in a DSN of one-letter keys -------------------------------------------------------------

_LETTER_DSN = re.compile(r"(?<![\w=])(?:[A-Za-z]=[^,\s=]{1,128},){1,8}p=([^,\s]{3,128})")


def _letter_dsns(scan: Scan) -> Iterator[Span]:
    for match in _LETTER_DSN.finditer(scan.text):
        if match.group(1) != REDACTED:
            yield match.span(1)


# --- the digits of a PIN or a one-time code after its name --------------------------------------

# A PIN's or a one-time code's name, then a separator or up to three words (`für die
# Anmeldung:`), then four to eight digits (to twelve after `PIN`: a conference's host PIN has
# ten) that end there (not a date, a version or a port: `pin numpy 1.26`, `pin 2024-12-04`).
PIN_NAMES = (
    "pin", "pin code", "pin-code", "pin number", "code pin", "code secret", "geheimzahl",
    "пин", "пин-код", "pin-код", "الرقم السري", "رمز pin", "código secreto", "código pin",
    "número secreto", "numero segreto", "codice pin", "pin码", "pin 코드", "暗証番号",
    "secret number", "secret code", "secret pin",
    "one-time password", "one-time code", "one time password", "otp", "verification code",
    "einmalkennwort", "einmalpasswort", "code de vérification", "código de verificación",
    "código de verificação", "код подтверждения", "验证码", "驗證碼", "認証コード", "인증번호",
    # (an SMS's verification code as the other languages name it)
    "bestätigungscode", "verifizierungscode", "sicherheitscode", "codice di verifica",
    "codice otp", "رمز التحقق", "सत्यापन कोड", "ओटीपी", "kode verifikasi", "kode otp",
    "doğrulama kodu", "weryfikacyjny", "kod weryfikacyjny", "verificatiecode", "mã xác thực",
    "mã otp", "รหัส otp", "รหัสยืนยัน",  # (and a confirmation code:)
    "mã xác nhận", "رمز التأكيد", "رمز التاكيد", "کد تایید", "کد تأیید", "تصدیقی کوڈ",
    "onay kodu", "kode konfirmasi", "nambari ya uthibitisho",
    # (Chinese's word for a pass, `动态口令`: a one-time one)
    "口令",
    # (the loanword in the Indic scripts: `पिन`, `পিন`, `ਪਿੰਨ`, `પિન`, Kannada's, Telugu's and
    # Odia's; not Tamil's `பின்` or Malayalam's `പിൻ`, their word for "after")
    "पिन", "পিন", "ਪਿੰਨ", "પિન", "ಪಿನ್", "పిన్", "ପିନ୍",
    # (Quebec's `NIP`, numéro d'identification personnel; Urdu's `پن کوڈ`)
    "nip", "پن کوڈ",
    # (a number a word of secrecy names in any other language, `nambari ya siri ni …`,
    # `ཁྱེད་ཀྱི་གསང་གྲངས། …`: the English word names too many other things' numbers)
    *(word for word in SECRET_WORDS if word != "secret"),
)  # fmt: skip
_PIN_NAME = re.compile(
    "|".join(re.escape(name) for name in sorted(PIN_NAMES, key=len, reverse=True))
)
_PIN_DIGITS = re.compile(
    # (a name's ending its grammar glues on, `kodunuz`; a particle of a script written without
    # spaces, `暗証番号は…`)
    # (the name in brackets after the language's own, `ગુપ્ત નંબર (PIN): …`, closes first; a
    # compound's other word after a dash, `PIN-koodisi`; up to four words, `Mã PIN mới của …`)
    "(?:-[^\\W\\d_]{1,14})?"
    "(?:(?:(?:[^\\W\\d_\u0900-\u0dff]|[\u0900-\u0dff]){0,4}|[\u0f00-\u0fff]{1,12})"
    # (after the separator, the word for code at most: `pin-pad: code …`)
    "(?:[)\\]]?[ \t\u00a0]*[:=\uff1a\u1366\u0f0d][ \t\u00a0]*(?:code[ \t\u00a0]+)?|[ \t\u00a0]+"
    # (an Indic, Thai, Lao, Tibetan, Burmese or Khmer vowel sign is a mark, not a letter: `है`;
    # a word of a script without spaces is long, `ຂອງທ່ານແມ່ນ`; Ethiopic's colon `፦`; Tibetan's
    # word that ends at a `།`, its syllables parted by `་`, `གསང་གྲངས།`)
    "(?:(?:[^\\W\\d_\u0900-\u0dff\u0e00-\u109f\u1780-\u17ff]|['’\u0900-\u0dff\u0e00-\u109f\u1780-\u17ff]){1,24}"
    "[:\u1366]?[ \t\u00a0]+){0,4}"
    "(?:[—–-][ \t\u00a0]+)?)"
    "|[^\\x00-\\x7f\\s\\d]{1,2}[ \t\u00a0]?)"
    # (not a number in groups, `0912 345 678`, nor one a CJK unit or a year's word follows)
    "[(\\[«\"'“]?([0-9]{4,12})(?![\\d:/-]|\\.\\d|[ \u00a0]\\d|[\u4e00-\u9fff]"
    "|[ \u00a0](?:он|жыл|год|року|рік|yıl|yil|year|rok)(?!\\w))"
)
_LATIN_SECRET_WORDS = frozenset(word for word in SECRET_WORDS if word.isascii())
# The word's ending (`sekretu`, `sikrit`), a separator or a particle or two of four letters at
# most (and a separator), then the digits; or one word more before them (the number's,
# `numero`, or an owner's, `ragane`), then not a year (`tajna operacija 2024`).
_PARTICLES = (
    r"(?:[ \t\u00a0]*[:=][ \t\u00a0]*"
    r"|(?:[ \t\u00a0]+[^\W\d_]{1,4}){0,2}(?:[ \t\u00a0]*[:=])?[ \t\u00a0]+)"
)
_NEAR_DIGITS = re.compile(
    rf"[a-z]{{0,3}}(?![a-z])(?:{_PARTICLES}|[ \t\u00a0]+[^\W\d_]{{5,12}}{_PARTICLES}"
    r"(?!(?:19|20)\d\d(?!\d)))"
    r"([0-9]{4,8})(?![\d:/-]|\.\d)"
)
# The word for "one-time" in the major languages (a one-time password's or code's qualifier):
# beside a password's or a code's word, the digits after both are the one-time code.
_ONE_TIME = re.compile(
    "|".join((
        "one-time", "one time", "engångs", "engangs", "einmal", "eenmalig", "kertakäyttö",
        "jednorazow", "jednorázov", "одноразов", "monouso", "un solo uso", "usage unique",
        "uso único", "uso unico", "tek kullanımlık", "sekali pakai", "một lần", "μίας χρήσης",
        "μιας χρήσης", "חד-פעמי", "חד פעמי", "یک\u200cبارمصرف", "یکبارمصرف", "یک بار مصرف",
        "لمرة واحدة", "միանգամյա", "የአንድ ጊዜ", "ワンタイム", "일회용", "一次性", "वन टाइम",
        "एक बार", "ใช้ครั้งเดียว", "یکبار مصرف",
    ))
)  # fmt: skip
_ONE_TIME_CUES = (
    "one-time", "one time", "engång", "engang", "einmal", "eenmalig", "kertakäyt", "jednoraz",
    "jednoráz", "одноразов", "monouso", "solo uso", "usage unique", "uso ún", "uso un",
    "tek kullan", "sekali", "một lần", "χρήσης", "פעמי", "مصرف", "لمرة", "միանգամ", "የአንድ",
    "ワンタイム", "일회용", "一次性", "टाइम", "एक बार", "ครั้งเดียว",
)  # fmt: skip
# What a keypad, a lock or a card says of a code it rejected: the digits entered are the code.
_TRIES_LEFT = ("tries left", "attempts left", "tries remaining", "attempts remaining")
_ENTERED_CODE = re.compile(r"(?<![\w-])code[ \t]*[:=]?[ \t]+([0-9]{4,12})(?![\d:/-]|\.\d)")
PIN_CUES = (
    "pin", "secret number", "secret code", *_TRIES_LEFT,
    "пин", "код", "code secret", "الرقم", "geheimzahl", "otp", "verifica", "kennwort",
    "passwort", "one-time", "one time", "码", "碼", "暗証", "認証", "인증", "código", "número",
    "numero", "vérif", "bestätigung", "verifizierung", "sicherheitscode", "codice", "التحقق",
    "सत्यापन", "ओटीपी", "kode", "doğrulama", "weryfik", "verificatie", "xác thực", "รหัส",
    "口令", "पिन", "পিন", "ਪਿੰਨ", "પિન", "ಪಿನ್", "పిన్", "ପିନ୍", "nip", "پن کوڈ", *_ONE_TIME_CUES,
    "xác nhận", "التأكيد", "التاكيد", "تایید", "تأیید", "تصدیقی", "onay", "uthibitisho",
    *(word for word in SECRET_WORDS if word != "secret"),
)  # fmt: skip


# The word for code glued after a PIN's name, with its ending (`pinkode`, `pinkoden`, `pinkod`,
# `pinkoodi`, `pincode`): the Nordic, Dutch, Finnic and Baltic compounds.
_GLUED_CODE = re.compile(r"(?:code|kode|kod|kood|koodi|kód)[a-z]{0,3}(?![a-z0-9])")

_BESIDE = 40  # how far from the qualifier the password's or the code's word may stand


def _one_time_codes(folded: str) -> Iterator[Span]:
    """The digits after a one-time qualifier and a password's or a code's word beside it
    (`κωδικός μίας χρήσης σας: …`, `סיסמה חד-פעמית: …`, `Din engångskod är …`)."""
    for qualifier in _ONE_TIME.finditer(folded):
        near = folded[max(0, qualifier.start() - _BESIDE) : qualifier.end() + _BESIDE]
        words = [w for w in (*PASSWORD_NAMES, *CODE_STEMS, "pin", "пин") if w in near]
        if not words:
            continue
        # (from the later of the two: the code follows both)
        end = max(
            qualifier.end(),
            *(
                folded.find(w, max(0, qualifier.start() - _BESIDE)) + len(w)
                for w in words
                if folded.find(w, max(0, qualifier.start() - _BESIDE)) < qualifier.end() + _BESIDE
            ),
        )
        digits = _PIN_DIGITS.match(folded, end)
        if digits is not None:
            yield digits.span(1)


def _pins(scan: Scan) -> Iterator[Span]:
    folded = scan.folded
    if any(cue in folded for cue in _ONE_TIME_CUES):
        yield from _one_time_codes(folded)
    if any(cue in folded for cue in _TRIES_LEFT):
        # (a code a keypad or a lock rejected with tries left: `code 4821 … (2 tries left)`)
        for code in _ENTERED_CODE.finditer(folded):
            yield code.span(1)
    # (the names found first, then what follows each: a lookbehind before the alternation would
    # make the search try every name at every character)
    for name in _PIN_NAME.finditer(folded):
        start = name.start()
        before = folded[start - 1 : start]
        if before.isascii() and (before.isalnum() or before in ("_", "-")) and before:
            continue  # (`spin`, `shotp`; a script without spaces glues words to the name)
        end = name.end()
        after = folded[end : end + 1]
        if after.isascii() and after.isalnum() and len(name.group()) < 6:
            glued = _GLUED_CODE.match(folded, end)
            if glued is not None:
                end = glued.end()  # (a compound with the word for code: `pinkode`, `PINkod`)
            elif name.group() not in _LATIN_SECRET_WORDS:
                continue  # (`pinned`, `otpauth`: another word; a long name may take an ending)
        # (a word of secrecy in Latin letters names a number only right before it: `siri ni
        # …`; `Siri deployed build …` is a name)
        near = _NEAR_DIGITS if name.group() in _LATIN_SECRET_WORDS else _PIN_DIGITS
        digits = near.match(folded, end)
        if digits is not None and (len(digits.group(1)) <= 8 or name.group() == "pin"):
            yield digits.span(1)  # (more than eight after PIN alone: Poland's NIP is a tax id)


R = REDACTED
VERB_ROWS: tuple[Rule, ...] = (
    Rule(
        "credential_verb", ("identify", "auth", "pass", "login", "secret", "setting"), _verbs,
        "the verb, the nick, user or master name, the type digit; words and numbers after it",
        _v(("auth: sent IDENTIFY ops-bot Xq7#wLm2Zp", f"auth: sent IDENTIFY ops-bot {R}"),
           ("line 3: masterauth Pz4%kQw9Lm", f"line 3: masterauth {R}"),
           ("enable password 7 Wm2!qZx8Lp invalid", f"enable password 7 {R} invalid"),
           ("username ops secret 5 0A1B2C3D4E5F6071", f"username ops secret 5 {R}"),
           ("> addauth digest ops:Qz8!mW3kLp", f"> addauth digest ops:{R}"),
           ("Setting --http-password (hp) to Kq3^zLm8Wx", f"Setting --http-password {R} to {R}")),
        ("IDENTIFY failed for ops-bot", "password 7 characters too short",
         "auth failed for user deploy", "Setting --timeout (timeout) to 30"),
        # (flags the gate knows already: a message with none of them pays nothing; the
        # verbs come with a password's or a login's word in the replies that echo them)
        needs=(("auth", "pass", "secret"),),
    ),
    Rule(
        "failed_auth_call", _FAILED_AUTH, _failed_auth_calls,
        "the call, its names, emails and hosts; only password-shaped strings go",
        _v(("authentication: Client('b@x.io', 'Hv6&pLq2Zm')",
            f"authentication: Client('b@x.io', '{R}')"),
           ('Sdk.builder("prod-env-9f2c4e1a7b3d5f60a8c2e4b6d1f3a5c7").build() -> 401',
            f'Sdk.builder("{R}").build() -> 401')),
        ("Failed to authenticate (Client('bot@x.io', 'chat.x.io'))",
         '401 for get_user("3f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c")'),
        # (flags the gate knows already: a message without them pays nothing)
        needs=(("auth", "login", "pass", "cred", "401", "invalid", "apikey", "api key"),),
    ),
    Rule(
        "named_field_value", ("name", "param", "field", "key", "arg", "kind", "type", "path"),
        _named_fields,
        "the field naming the parameter; the value of a parameter whose name is no secret's",
        _v(('{"param":"api_secret","value":"Lm4Zq8Wx2Rt6"}',
            f'{{"param":"api_secret","value":"{R}"}}'),
           ('[{"op": "add", "path": "/hook/secret", "value": "Lm4Zq8Wx2Rt6"}]',
            f'[{{"op": "add", "path": "/hook/secret", "value": "{R}"}}]')),
        ('{"parameter_name":"limit","passed_value":"5000"}',
         '[{"op": "replace", "path": "/spec/replicas", "value": "3"}]'),
        needs=(('value"', "value'", 'given"', "given'", 'value\\"'),),
    ),
    Rule(
        "letter_dsn", ("p=",), _letter_dsns,
        "the database, table, host and user letters; `P=` (a port)",
        _v(("h=db2,u=app,p=Tq7!mZ2w failed", f"h=db2,u=app,p={R} failed"),),
        ("h=db2,P=3306,u=app", "a=1,b=2"),
        needs=(("p=",),),
    ),
    Rule(
        "pin_digits", PIN_CUES, _pins,
        "the name and the words after it; a number with a dot, a dash or a colon after it",
        _v(("your PIN 4821 is incorrect", f"your PIN {R} is incorrect"),
           ("Le code secret saisi (7559) est faux", f"Le code secret saisi ({R}) est faux"),
           ("Ihr Einmalkennwort für die Anmeldung: 081688.",
            f"Ihr Einmalkennwort für die Anmeldung: {R}."),
           ("رمز PIN 7812 غير صحيح", f"رمز PIN {R} غير صحيح"),
           ("Código secreto (PIN): 30417", f"Código secreto (PIN): {R}"),
           ("Vun sekreti numere es 17128994", f"Vun sekreti numere es {R}"),
           ("lock: code ४८२१७ rejected (2 tries left)", f"lock: code {R} rejected (2 tries left)")),
        ("GPIO pin 17 is busy", "pin numpy 1.26.4", "otp sent at 2026-12-04", "PIN tries left: 2",
         "Tajna operacija 2024 završena", "error code 40013: 3 attempts left"),
    ),
)  # fmt: skip
