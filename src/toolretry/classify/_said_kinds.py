"""What a message says went wrong, in words, when it says nothing about waiting: not found,
already exists, permission denied, invalid, cannot be parsed, insufficient funds, not
implemented — as one table of rows, each with its languages and reason.

Asked last, after every structural fact of the attempt's chain, the "try again later"/quota
wording (``_text_signals``) and the class name's words came back empty: a message is the
weakest fact there is, so it only turns a fatal ``UNEXPECTED_ERROR`` into what it plainly says.
"""

from __future__ import annotations

import re

from .._category import ErrorCategory
from ._protocol_tables import Row
from ._script_gate import ASCII_ONLY, ScriptGate
from ._strerror_words import strerror_kind

__all__ = ["ROW_STEMS", "SAID_KINDS", "SAID_STEMS", "out_of_space", "said_kind"]

CLIENT, BUSINESS, FATAL = ErrorCategory.CLIENT, ErrorCategory.BUSINESS, ErrorCategory.FATAL

# Out of memory or room: a store or a disk that is full stays full until a person frees it,
# whatever status came with the words (a 500 saying "no space left" is not a passing fault).
_SPACE = (
    r"out of (memory|disk space|space|storage)|no space left|(disk|storage|volume) (is )?full"
    r"|insufficient (disk |storage )?space|not enough (disk |storage )?space"
    r"|(database|storage|disk|index) size limit|maximum (database|storage|disk|index) size"
    r"|(disk|storage) quota exceeded|exceeded (the |your )?storage allocation"
)

# One item of a listed choice: a word, quoted or bracketed or not ("view", `json`, [read); the
# message is lower-cased before it is read.
_ITEM = r"[\"'`\[(]?[a-z0-9_.-]+[\"'`\])]?[ \t]*"

# What a lookup returns, one or many of: "returned multiple rows", "expected one element".
_ONE = r"(row|object|record|result|item|element|entry|match|document)"
_MANY = r"(rows|objects|records|results|items|elements|entries|matches|documents)"

SAID_KINDS: tuple[tuple[str, str, Row], ...] = (
    (
        "en zh ja ko de fr es pt it ru tr pl id vi ar hi",
        r"insufficient (funds|balance)|not enough (funds|balance|money)|card (was )?declined"
        r"|payment (was )?(declined|refused|failed)|余额不足|餘額不足|残高不足|잔액(이)? 부족"
        r"|nicht genügend (guthaben|deckung)|guthaben (reicht nicht|ist zu gering)"
        r"|solde insuffisant|fonds insuffisants|saldo insuficiente|fondos insuficientes"
        r"|saldo insufficiente|fondi insufficienti|недостаточно средств|yetersiz bakiye"
        r"|niewystarczające środki|saldo tidak (cukup|mencukupi)|số dư không đủ"
        r"|رصيد غير كا[فٍ]|अपर्याप्त (शेष|राशि)"
        # A card, payment or transaction refused, by the bank or the processor, as processors
        # word it in their customers' languages: the same payment is refused again.
        r"|\b(card|transaction) (was |has been )?(declined|refused|rejected)"
        r"|declined by (the )?(bank|issuer)"
        r"|(karte|zahlung|transaktion|lastschrift) (wurde )?abgelehnt"
        r"|(carte|paiement|transaction) (a été )?refusée?"
        r"|(tarjeta|pago|transacción|transaccion) (fue |ha sido )?(declinad|rechazad)[oa]"
        r"|(declinad|rechazad)[oa] por el banco"
        r"|(cartão|cartao|pagamento|transação|transacao) (foi )?(recusad|negad)[oa]"
        r"|(carta|pagamento|transazione) (è stat[oa] )?rifiutat[oa]"
        r"|(карта|платёж|платеж|оплата|транзакция) отклон[её]н"
        r"|(kart|ödeme|işlem) reddedildi|(karta|płatność|transakcja) (została )?odrzucona"
        r"|(kaart|betaling|transactie) (is )?geweigerd|(kartu|pembayaran|transaksi) ditolak"
        r"|(thẻ|thanh toán|giao dịch) bị từ chối|تم رفض (البطاقة|الدفع|المعاملة)"
        r"|(कार्ड|भुगतान|लेनदेन) (अस्वीकृत|अस्वीकार)"
        r"|(カード|決済|お支払い|取引)(が|は)?(拒否|承認されません|ご利用いただけません)"
        r"|(결제|카드|승인|거래)[^.]{0,8}(거절|거부)"
        r"|(银行卡|卡片|支付|付款|交易|扣款)(被)?(拒绝|拒付|失败)|(銀行卡|支付|付款|交易)(被)?(拒絕|失敗)",
        (BUSINESS, "PAYMENT_DECLINED", "the balance or the payment said no: an answer"),
    ),
    (
        "en",
        r"insufficient (inventory|stock|quantity)|out of stock|not enough (stock|inventory)"
        r"|\bsold out\b|\bonly \d+ (\w+ )?(left|remaining) in stock",
        (BUSINESS, "OUT_OF_STOCK", "the stock said no: an answer, not a fault"),
    ),
    (
        "en",
        r"\bnothing to (commit|do|update|push|merge|apply|change)\b|no changes (to|were) \w+",
        (CLIENT, "NOTHING_TO_DO", "there was nothing to do: the state is already what was asked"),
    ),
    (
        "en",
        r"\b(has been |was |have been )?(moved|migrated) (permanently )?to (a |an |the )?"
        r"(new|another|supergroup|\w+ (id|address|location|url|host))",
        (CLIENT, "MOVED", "it lives elsewhere now: use its new address or id"),
    ),
    (
        "en zh ja ko de fr es ru",
        r"authentication (failed|required)|(invalid|incorrect|wrong|revoked)"
        r" (api[ _-]?key|access[ _-]?key|secret|token|credentials?|password|signature)"
        r"|bad credentials|unauthori[sz]ed\b"
        r"|认证失败|鉴权失败|签名错误|令牌无效|密码错误|認証に失敗|인증(에)? 실패"
        r"|authentifizierung fehlgeschlagen|anmeldung fehlgeschlagen"
        r"|échec de l'authentification|authentification échouée|autenticación fallida"
        r"|credenciales inválidas|ошибка аутентификации|неверный пароль",
        (CLIENT, "AUTHENTICATION_FAILED", "the credentials were refused: fix them"),
    ),
    (
        "en zh ja ko de fr es pt it ru nl pl tr vi id ar hi",
        r"permission denied|access (is )?denied|\bforbidden\b"
        r"|not (allowed|permitted|authori[sz]ed) to|insufficient (permissions|privileges|scope)"
        r"|权限不足|無權|无权|拒绝访问|沒有權限|權限不足|禁止访问|権限がありません|アクセスが拒否"
        r"|권한이 없|접근이 거부|zugriff verweigert|keine berechtigung|nicht berechtigt"
        r"|accès refusé|permission refusée|acceso denegado|permiso denegado|sin permiso"
        r"|acesso negado|permissão negada|accesso negato|permesso negato|доступ запрещ"
        r"|отказано в доступе|нет прав|toegang geweigerd|geen toestemming|odmowa dostępu"
        r"|brak uprawnień|erişim reddedildi|yetkiniz yok|từ chối truy cập|không có quyền"
        r"|akses ditolak|tidak memiliki izin|تم رفض الوصول|ليس لديك صلاحية|अनुमति नहीं"
        r"|पहुंच अस्वीकृत",
        (CLIENT, "PERMISSION_DENIED", "not allowed for this caller: ask for access or stop"),
    ),
    (
        "en zh ja ko de fr es pt it ru nl pl tr vi id ar hi",
        r"already (exists?|registered|taken|in use)|duplicate (key|entry|value|name|id)"
        r"|\bfile exists\b"
        r"|已存在|已经存在|已經存在|既に存在|すでに存在|이미 존재|existiert bereits"
        r"|bereits vorhanden|existe déjà|ya existe|já existe|esiste già|уже существует"
        r"|bestaat al|już istnieje|zaten (var|mevcut)|đã tồn tại|sudah ada"
        r"|موجود (بالفعل|مسبق)|पहले से मौजूद",
        (CLIENT, "ALREADY_EXISTS", "it exists already: use it, or choose another name"),
    ),
    (
        "en",
        r"directory (is )?not empty|not an empty directory",
        (CLIENT, "DIRECTORY_NOT_EMPTY", "as errno ENOTEMPTY: empty it first, or remove it whole"),
    ),
    (
        "en",
        r"\bnot a (directory|folder)\b",
        (CLIENT, "NOT_A_DIRECTORY", "as errno ENOTDIR: a file stands where a folder was named"),
    ),
    (
        "en",
        r"\bis a (directory|folder)\b",
        (CLIENT, "IS_A_DIRECTORY", "as errno EISDIR: a folder stands where a file was named"),
    ),
    (
        "en zh ja ko de fr es pt it ru nl pl tr vi id ar hi sk cs lv bg",
        r"not found|does not exist|doesn't exist|\bnot present\b|no such\b"
        r"|(could not|cannot|can't|unable to) (find|locate)|did not match any"
        r"|\bno ([\w-]+ ){1,3}(was|were) found\b"
        r"|\bno (\w+ )?(files?|records?|results?|matches|entries|rows|documents?|items?)"
        r" (were |was )?found|不存在|未找到|找不到|沒有找到|查无|查無|見つかりません"
        r"|存在しません|찾을 수 없|존재하지 않|nicht gefunden|existiert nicht|introuvable"
        r"|n'existe pas|non trouvée?|no encontrad|no existe|não encontrad|não existe"
        r"|non trovat|non esiste|не найден|не существует|niet gevonden|bestaat niet"
        r"|nie znaleziono|nie istnieje|bulunamadı|mevcut değil|không tìm thấy|không tồn tại"
        r"|tidak ditemukan|غير موجود|لم يتم العثور|नहीं मिला|मौजूद नहीं"
        r"|nenájden|nebol[ao]? nájden|nenalezen|nebyl[ao]? nalezen|nav atrast|netika atrast"
        r"|neeksistē|не е намерен|не са намерени|не беше намерен|не съществува"
        r"|не знайден|не знайдено|не існує|ไม่พบ|hittades inte|finns inte|ikke fundet"
        r"|findes ikke|ikke funnet|finnes ikke|ei löytynyt|ei löydy|δεν βρέθηκ|δεν υπάρχει"
        r"|לא נמצא|אינו קיים|یافت نشد|پیدا نشد|وجود ندارد|nu a fost găsit|nu există"
        r"|nem található|nem létezik|nije pronađen|ne postoji|tidak dijumpai|পাওয়া যায়নি",
        (CLIENT, "NOT_FOUND", "nothing under that name: check the name or id"),
    ),
    (
        "en",
        r"(decode|decompress\w*|parse|parsing|deserializ\w*|unmarshal\w*) (error|failed|failure)"
        r"|(could not|cannot|can't|unable to|failed to) (parse|decode|decompress|deserialize)"
        r"|unexpected (end of (data|input|file|stream)|eof|token|character)"
        r"|corrupt(ed)? (data|file|input|archive|stream)"
        # A format's own signature missing or wrong ("bad magic number", "file does not start
        # with RIFF id", "unknown frame type"), a decoder that failed on what it was fed
        # ("decoder failed", "error determining content size from frame header"): the data is
        # not of the format it claims. And a markup parser's diagnostic at error level (the
        # "(ERROR/3)" of reStructuredText tools, "unknown directive"): the document is wrong.
        r"|\b(bad|invalid|wrong|unknown) (magic|signature|file header|header magic)\b"
        r"|\bdoes not start with\b.{0,40}\b(id|magic|header|signature|marker|bom)\b"
        r"|\b(decoder|decompressor|decompression|decoding|inflate) (failed|error)"
        r"|\berror (determining|reading|parsing|decoding) .{0,40}\b(frame|header|magic)\b"
        r"|\b(unknown|invalid) frame ?type|frametype_unknown|\bwhile decompressing\b"
        r"|\b(incorrect|invalid|bad) (header|data) check\b"
        r"|\((error/3|severe/4)\)|\bunknown (directive|interpreted text role|role|markup)\b",
        (CLIENT, "MALFORMED_INPUT", "data the tool read cannot be parsed: pass valid data"),
    ),
    (
        # The message lists what would have been accepted ("the allowed commands are: view,
        # create", "expected one of: list, get", "valid formats are json, csv"): the caller
        # picks one of them, whatever else it says (an "unknown"/"not supported" before it).
        "en",
        r"\b(allowed|valid|supported|accepted|permitted|available|possible|known) [a-z0-9_ ]{0,60}?"
        r"\b(are|is|include)\b[ \t]*:?[ \t]*" + _ITEM + r"(,|\bor\b|/|\|)"
        r"|\b(expected|must be|should be) (one of|either)\b[ \t]*:?[ \t]*"
        + _ITEM
        + r"(,|\bor\b|/|\|)"
        r"|\b(one of|choose from|pick from|options are)[ \t]*:?[ \t]*" + _ITEM + r"(,|\bor\b|/|\|)",
        (CLIENT, "INVALID_CHOICE", "not one of the values the message lists: pick one of them"),
    ),
    (
        # One was asked for and several answered (a lookup, a selector, a reference): the call
        # must name one of them more closely.
        "en",
        "|".join(
            (
                r"returned more than one\b",
                rf"returned (multiple|several) {_MANY}",
                rf"(more than one|multiple) {_MANY}( were)? (returned|found)",
                rf"expected (exactly )?(one|a single|1) {_ONE}\b[^\n]{{0,40}}\b(got|found|returned)"
                r" (\d+|several|multiple|many)",
                rf"found (\d+|several|multiple) {_MANY}\b[^\n]{{0,40}}expected"
                r" (exactly )?(one|1)\b",
                r"\bambiguous (reference|name|match|argument|column|identifier|selector|path"
                r"|revision)",
            )
        ),
        (CLIENT, "AMBIGUOUS_MATCH", "several things matched where one was asked: name one"),
    ),
    (
        # A value the caller passed is not supported ("the language_code 'xx' is not
        # supported", "unsupported currency: XYZ"): another value works; no feature is missing.
        "en",
        r"['\"`][^'\"`\n]{1,40}['\"`] (is|are) not supported"
        r"|\bunsupported (value|language|locale|currency|region|model|parameter|option|argument)s?"
        r"\b",
        (CLIENT, "UNSUPPORTED_VALUE", "a value passed is not supported: pass a supported one"),
    ),
    (
        # The input handed over is in a form the tool cannot read ("Input format not supported
        # by decoder", "unsupported file type"), said before "not supported" is taken for a
        # missing feature: another input works.
        "en",
        r"\b(input|file|data|image|audio|video|media|archive|document|compression|content)"
        r" (format|type|encoding)s? (is |are )?not supported"
        r"|\bunsupported (file|input|media|image|audio|video|archive|compression|content)"
        r" (format|type)s?\b",
        (CLIENT, "UNSUPPORTED_FORMAT", "the input is not in a format the tool reads: pass another"),
    ),
    (
        "en",
        r"not implemented|not supported|unsupported operation",
        (FATAL, "NOT_IMPLEMENTED", "the tool or its library cannot do this: a person must act"),
    ),
    (
        "en",
        _SPACE,
        (FATAL, "OUT_OF_SPACE", "out of memory or space: a person must free it"),
    ),
    (
        "en",
        r"\bmust (first )?be (initiali[sz]ed|configured|set up|opened|started|bound|registered)"
        r" (before|first)\b",
        (FATAL, "INVALID_STATE", "used before its own setup: a bug in the order of calls"),
    ),
    (
        "en zh ja ko de fr es pt it ru nl pl tr vi id ar hi sk cs lv bg",
        r"\binvalid\b(?! (state|response|reply|server))|malformed|\bmust (be|start|end|contain"
        r"|match|have|not)\b|\bis required\b|required (field|parameter|argument|option)"
        r"|cannot be (empty|blank|null|negative)|out of range|not a valid|not valid\b|bad request"
        r"|\billegal\b(?! state)|\bdisallowed\b|\bis not an? (absolute|relative|full) path\b"
        r"|\bis not an? (integer|int|number|float|double"
        r"|decimal|string|boolean|bool|date|list|array|object|mapping|dict)\b"
        r"|\btoo (large|long|big|small|short|low|high)\b"
        r"|exceeds? (the )?(maximum|max\w*|allowed|permitted)\b"
        r"[\w ]{0,20}\b(size|length|bytes)|\bmissing (required )?(parameter|field|argument"
        r"|value|header|property|option|input|endpoint|url|uri|key|name|path)"
        r"|\bonly [\w -]{1,30} (are|is) (allowed|accepted"
        r"|permitted|supported)\b|\bnot (allowed|accepted)\b(?! to)"
        r"|manquante?s?\b|\bfalta(n)? (el|la|los|las) |faltante|\bfehlt\b|fehlende[rsn]?\b"
        r"|mancant[ei]\b|\bontbreek|отсутству|не указан|缺少|缺失|が(指定されていません|必要です)"
        r"|누락"
        r"|无效|非法|格式错误|参数错误|不合法|無效|參數錯誤|必填|無効な|不正な|잘못된|유효하지 않"
        r"|校验失败|校驗失敗|不能为空|不能為空|不可为空|不得为空|空にできません|비워 둘 수 없"
        r"|ungültig|fehlerhaft|invalide|mal formé|inválid|no válid|não é válid|non valid"
        r"|недопустим|неверн|некорректн|ongeldig|nieprawidłow|geçersiz|không hợp lệ"
        r"|tidak valid|غير صالح|अमान्य|neplatn|nesprávn|nederīg|nepareiz|невалид|неправил"
        r"|грешен формат|непознат формат",
        (CLIENT, "INVALID_REQUEST", "the message says the input was rejected: change it"),
    ),
)
"""(languages, pattern over the lower-cased head of a message, row), first match wins: the
business answer first (a balance is not a malformed request), then who may do it, then what
exists, then whether the data could be read, then anything called invalid."""

_MAX_TEXT = 300  # the head of a message, where the reason is

# Every ASCII alternative of the table contains one of these stems, so an ASCII text without
# any of them cannot match: substring tests instead of the table's scan, which costs several
# times a whole classification. tests/classify/test_generalized_shapes.py checks it on strings
# generated from every row.
SAID_STEMS = (
    "insufficient", "not enough", "declined", "payment", "guthaben", "insuffisant",
    "rejected", "abgelehnt", "refus", "declinad", "rechazad", "recusad", "negad",
    "rifiutat", "reddedildi", "odrzucona", "geweigerd", "ditolak",
    "insuficiente", "yetersiz", "saldo tidak", "authent", "invalid", "password", "credential",
    "credencial", "unauthori", "anmeldung", "permis", "access", "acceso", "acesso", "forbidden",
    "not allowed", "not permitted", "not authori", "zugriff", "berechtig", "toegang",
    "toestemming", "akses", "izin", "yetki", "already", "duplicate", "exist", "esiste",
    "bereits", "bestaat", "zaten", "sudah ada", "found", "present", "no such", "find", "locate",
    "gefunden", "introuvable", "trouv", "encontrad", "trovat", "gevonden", "znaleziono",
    "istnieje", "mevcut", "ditemukan", "decod", "decompress", "pars", "deserializ", "unmarshal",
    "unexpected", "corrupt", "implemented", "supported", "out of", "no space", "disk",
    "storage", "volume", "space", "size limit", "maximum",
    "malformed", "must", "required", "cannot be", "range", "valid", "bad request", "too ",
    "stock", "sold out", "nothing to", "no changes", "moved", "migrated", "did not match",
    "returned", "expected", "ambiguous",
    "exceeds", "fehlerhaft", "ongeldig", "mal form", "nie ", "nao ", "nicht", "prawid", "permesso",
    "neplatn", "nepareiz", "nalezen", "atrast", "directory", "folder", "incorrect", "wrong",
    "revoked", "secret", "token", "missing", "allowed", "accepted", "permitted", "authori",
    "manquant", "falta", "fehlt", "fehlend", "mancant", "ontbreek", "illegal", "disallowed",
    "is not a", "expected", "one of", "either", "choose from", "pick from", "options are",
    "available",
    "possible", "known", "magic", "signature", "header", "does not start", "decoder", "inflate",
    "frame", "error/", "severe/", "unknown ", "check", "hittades", "finns", "fundet", "findes",
    "funnet", "finnes", "ei l", "nu a fost", "nu exist", "nem tal", "nem l", "ne postoji",
    "dijumpai",
)  # fmt: skip


# One scan for all stems, in C, instead of a Python loop over them.
_STEMS = re.compile("|".join(re.escape(stem) for stem in SAID_STEMS))


# Per row, the stems its phrases spell (None: scan it always). tests/classify/
# test_script_gate.py checks that every ASCII text a row matches holds one of its own stems.
ROW_STEMS = tuple(
    re.compile("|".join(re.escape(stem) for stem in found)) if found else None
    for found in ([stem for stem in SAID_STEMS if stem in pattern] for _, pattern, _ in SAID_KINDS)
)
# A message beyond ASCII is scanned only with the phrases of the scripts it holds.
_GATE = ScriptGate(tuple(pattern for _, pattern, _ in SAID_KINDS), SAID_STEMS)


def said_kind(text: str) -> Row | None:
    """The row of `SAID_KINDS` the head of ``text`` matches first, or None."""
    head = text[:_MAX_TEXT].lower()
    if not head:
        return None
    if not head.isascii():
        for narrowed, (_, _, row) in zip(_GATE.patterns(head), SAID_KINDS, strict=True):
            if narrowed is not None and narrowed.search(head):
                return row
        return None
    if _STEMS.search(head) is None:
        return None
    # An ASCII message can match only the Latin alternatives, and a row only when one of its
    # own stems is in the message: most rows are passed by a search for a few literals.
    for narrowed, stems, (_, _, row) in zip(
        _GATE.patterns_for(ASCII_ONLY), ROW_STEMS, SAID_KINDS, strict=True
    ):
        if stems is not None and stems.search(head) is None:
            continue
        if narrowed is not None and narrowed.search(head):
            return row
    return None


_OUT_OF_SPACE = re.compile(_SPACE)


def out_of_space(text: str | None) -> bool:
    """Whether the head of ``text`` says memory, disk or storage ran out (`_SPACE`), or quotes
    the operating system's text of ENOSPC/EDQUOT in any of glibc's languages (``dd``'s
    "设备上没有空间"; see ``_strerror_words``)."""
    if not text:
        return False
    head = text[:_MAX_TEXT].lower()
    return _OUT_OF_SPACE.search(head) is not None or strerror_kind(head) == "space"
