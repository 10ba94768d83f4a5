"""What a message says in words, as tables: waiting helps, a quota is spent.

Wording decides only where no structural fact did (a status, a code, an errno): the classifier
asks these after every structural rule of the whole chain came back empty (an edit tool's own
report of its failed edit is ``_edit_signals``').
"""

from __future__ import annotations

import re

from ._script_gate import ASCII_ONLY, ScriptGate
from ._strerror_words import strerror_kind
from ._wording_languages import MORE_LANGUAGES, MORE_QUOTA, MORE_STEMS

__all__ = [
    "ASCII_STEMS",
    "QUOTA_WORDING",
    "TRANSIENT_WORDING",
    "account_spent",
    "quota_worded",
    "rate_limited",
    "transient_worded",
    "worded",
]


# (language, pattern, reason): "try again later" and its kin say waiting is the fix.
TRANSIENT_WORDING: tuple[tuple[str, str, str], ...] = (
    (
        "en",
        r"try again (later|shortly|in a (few|moment))|retry later"
        r"|temporarily (unavailable|overloaded)",
        "come back later",
    ),
    (
        "en",
        r"(service|server|system) (is )?(currently )?(busy|overloaded|unavailable)|high demand",
        "busy",
    ),
    (
        "en",
        r"\b(is|are) (currently |temporarily |momentarily )?(overloaded|over capacity)\b"
        r"|\bcurrently (busy|overloaded|unavailable)\b|\bback ?off\b"
        r"|\bretry (again )?in (a (few|couple of) |\d+ )(seconds?|minutes?|s\b)",
        "whatever is overloaded, the state passes: back off and come again",
    ),
    ("en", r"under maintenance|down for maintenance|maintenance mode", "maintenance ends"),
    (
        "en",
        # "Socket error" alone or over one word ("socket error: EOF"), not as the heading of a
        # sentence ("Socket error: 0x02: Connection not allowed by ruleset", PySocks): that
        # reason says what happened.
        r"\bsocket error\b(?!:\s*\S+\s+\S)|\bconnection (was )?(lost|dropped)\b",
        "the connection dropped under the call: a new one may succeed",
    ),
    (
        "en",
        r"\b(is|are) (still )?(starting up|initiali[sz]ing|warming up|booting)\b"
        r"|\bnot (yet )?ready yet\b|\bnot yet (ready|initiali[sz]ed|started)\b|in recovery mode"
        # A service still loading its data or catching up with its peers ("Loading block
        # index…", a node "still syncing"): a state that ends by itself. "Loading" only opening
        # the message or its reason ("error loading config" is another matter), and not what a
        # program loads from disk (`loading 'build.ninja': No such file`, `loading config:`).
        r"|(^|: |：)loading\b(?!\s*['\"`‘“/\\]|\s+(?:the |its |your )?(?:file|config\w*"
        r"|module|plugin|library|shared|settings|credentials|certificate|template|schema"
        r"|manifest)\b)"
        r"|\bstill (loading|syncing|synchroni[sz]ing|catching up)\b",
        "still starting: it will be ready",
    ),
    (
        "en",
        r"too many requests|rate limit(ed| exceeded)?\b|request limit exceeded"
        r"|\b(qps|rps)\b[^.]{0,30}limit|limit[^.]{0,30}\b(qps|per second)\b",
        "a rate limit: the next window comes",
    ),
    (
        "en",
        r"connection (was )?(refused|reset|aborted|unexpectedly closed|lost)|could not connect"
        r"|too many (clients|connections)|server closed the connection unexpectedly|timed out"
        r"|\btime-?out\b|lost connection|net::err_(connection_\w+|timed_out|name_not_resolved"
        r"|internet_disconnected|network_changed|address_unreachable|empty_response)",
        "the network, not the request",
    ),
    (
        "en",
        r"could not (set|acquire|obtain|get) (a |the )?lock|lock wait timeout|deadlock"
        r"|conflict on (update|delete|insert)|write-write conflict|could not serialize"
        r"|try restarting transaction|\.lock'?:? file exists"
        r"|another [\w-]+ process (seems to be |is )?(still )?running",
        "concurrent work held a lock or won a conflict: run it again",
    ),
    (
        "en",
        r"\b(http error|http status|status code|response code|status)[: =]+(50[02-9]|429|408)\b",
        "the server's status, told in words: a 5xx, 429 or 408",
    ),
    (
        "zh",
        r"稍[后後候](再试|重试|再試|重試)?|(系统|服务器?|系統|伺服器|服務器?)(繁忙|忙碌)"
        r"|服务(暂时)?不可用|服務(暫時)?無法使用|请求(过于|太)频繁|請求(過於|太)頻繁|超时|逾時"
        r"|(调用|访问|请求)(频率|次数)?(超限|超过限制|过快|过于频繁)|限流|(请求|访问|流)量过大",
        "稍后再试",
    ),
    (
        "ja",
        r"しばらく(して|経って)から|後でもう一度|混雑|混み合って|集中して|時間をおいて"
        r"|一時的に(利用|使用)できません|タイムアウト|多すぎ|過負荷|ビジー",
        "後でもう一度",
    ),
    (
        "ko",
        r"잠시 후 다시|나중에 다시|일시적으로|서버가 (바쁩|혼잡)|요청이 (너무 )?많|시간 초과",
        "잠시 후 다시",
    ),
    (
        "de",
        r"später (erneut|noch einmal)|vorübergehend nicht verfügbar|zu viele anfragen|überlastet"
        r"|(anfrage|request|rate)-?limit (erreicht|überschritten)"
        r"|zeitüberschreitung|wartungsarbeiten|vorübergehend (nicht|außer)",
        "später",
    ),
    (
        "fr",
        r"réessa\w* (plus tard|ultérieurement|dans)|temporairement indisponible|trop de requêtes"
        r"|limite de (requêtes|débit|taux d'appels)"
        r"|surchargé|service indisponible"
        r"|délai d'attente (dépassé|expiré)|en maintenance",
        "plus tard",
    ),
    (
        "es",
        # Formal and familiar address alike ("inténtelo", "intenta", "vuelve a intentarlo").
        r"(inténtel[oa]|inténtal[oa]|intent[ae]|vuelv[ae] a intentarlo|prueb[ae])"
        r"( de nuevo| otra vez| nuevamente)? (más|mas) tarde"
        r"|(no disponible )?temporalmente( no disponible)?|demasiadas solicitudes|sobrecargado"
        # A request-rate limit reached ("excediste el límite de solicitudes"): the window passes.
        r"|l[ií]mite de (solicitudes|peticiones|llamadas|consultas)"
        r"|tiempo de espera (agotado|excedido)|en mantenimiento",
        "más tarde",
    ),
    (
        "it",
        r"riprov(a|i|are)( di nuovo)? più tardi|temporaneamente non disponibile|troppe richieste"
        r"|tempo scaduto|limite di (richieste|chiamate)",
        "più tardi",
    ),
    (
        "ru",
        r"повторите попытку позже|попробуйте (ещё раз |еще раз )?позже|временно недоступ"
        r"|слишком много запросов|превышено время ожидания",
        "позже",
    ),
    (
        "pt",
        r"tent[ae] (novamente |de novo )?(mais tarde|em (alguns|instantes))"
        r"|temporariamente indisponível|limite de (requisições|solicitações|chamadas)"
        r"|tempo limite excedido|muitas (solicitações|requisições|requisicoes|solicitacoes)"
        r"|(servidor|serviço|sistema) (está )?(ocupado|sobrecarregado|indisponível)",
        "mais tarde",
    ),
    (
        "vi",
        r"thử lại sau|vui lòng thử lại|đang bận|tạm thời không|quá nhiều (yêu cầu|request)"
        r"|hết thời gian chờ|quá tải",
        "thử lại sau",
    ),
    (
        "tr",
        r"daha sonra (tekrar|yeniden) dene|meşgul|geçici olarak|çok fazla (istek|talep)"
        r"|zaman aşımı|aşırı yüklen",
        "daha sonra",
    ),
    (
        "pl",
        r"spróbuj (ponownie )?później|chwilowo niedostępn|tymczasowo niedostępn"
        r"|zbyt wiele (żądań|zapytań)|przekroczono limit czasu|przeciążon",
        "później",
    ),
    (
        "nl",
        r"probeer het (later )?opnieuw|tijdelijk niet beschikbaar|te veel verzoeken|overbelast",
        "later opnieuw",
    ),
    (
        "ar",
        r"مشغول|(المحاولة|حاول) (مرة أخرى )?لاحق|غير متاحة? مؤقت|(طلبات كثيرة|عدد كبير من الطلبات)"
        r"|انتهت المهلة",
        "لاحقًا",
    ),
    (
        "hi",
        r"व्यस्त|बाद में (पुनः|फिर से|दोबारा) (प्रयास|कोशिश)|अस्थायी रूप से|बहुत (अधिक|ज़्यादा) अनुरोध"
        r"|समय सीमा समाप्त",
        "बाद में",
    ),
    (
        "id",
        r"coba lagi (nanti|beberapa saat)|sementara tidak tersedia|terlalu banyak permintaan"
        r"|waktu habis|sedang sibuk",
        "coba lagi nanti",
    ),
    *MORE_LANGUAGES,  # th uk bg sr hr sl cs sk ro hu sv da no fi et lt lv el he fa ur bn ta...
)

# A spent quota, billing or credit: waiting for retry_after will not help (fatal).
QUOTA_WORDING: tuple[tuple[str, str, str], ...] = (
    (
        "en",
        r"\b(daily|monthly|weekly|per[- ]day|per[- ]month)\b[^.]{0,60}\b(quota|limit)"
        r"|\b(quota|limit)\b[^.]{0,60}(per[- ]day|per[- ]month|\bdaily\b|\bmonthly\b)",
        "a daily or monthly allowance ends with the period, not after a retry_after",
    ),
    (
        "en",
        r"exceeded your (current )?quota|insufficient[_ ]quota|out of credits|credit balance"
        r"|(insufficient|not enough|no) (remaining )?credits?\b|credits? (exhausted|depleted)"
        r"|upgrade your plan|spend(ing)? limit|billing (is )?(disabled|not (enabled|active))"
        r"|requires billing|billing to be enabled|billing (hard )?limit"
        # The account that pays is switched off: no wait and no other argument helps.
        r"|billing account\b[^.]{0,60}\b(disabled|closed|suspended|delinquent)\b"
        # A licence's seat or user limit reached: only a person changing the licence helps.
        r"|\blimit\b[^.]{0,40}\blicen[cs]e|\blicen[cs]e\b[^.]{0,40}\blimit\b",
        "credit or billing a person must fix",
    ),
    (
        "en/de/fr/es/pt/it/ru/ja/ko",
        # An account in arrears or to be topped up: nothing works until someone pays.
        r"arrears|\b(overdue|unpaid) (balance|payments?|invoices?|bills?)\b"
        r"|\boutstanding (balance|invoices?|bills?)\b"
        r"|\b(top[- ]?up|recharge) (your )?(account|balance)|account (is )?(frozen|suspended)"
        r"[^.]{0,40}\b(non-?payment|unpaid|overdue|billing|payment)"
        r"|zahlungsrückstand|guthaben aufladen|facture(s)? impayée|impayé|solde (débiteur|impayé)"
        r"|saldo (pendiente|vencido|devedor)|recargue (su|o) saldo|fatura(s)? (vencida|em atraso)"
        r"|morosidad|insolvenza|fatture? (scadut|non pagat)|задолженност|пополните баланс"
        r"|未払い|料金未納|滞納|미납|연체|잔액을? 충전",
        "an account in arrears a person must pay",
    ),
    (
        "en",
        # Licensed seats all taken ("reached the licensed user limit", "no more seats"): a
        # person must buy or free one; no retry or other argument adds a seat.
        r"licen[cs]ed (user|seat|member|device|node|agent)s? (limit|count|cap)"
        r"|licen[cs]e (limit|seats?|count) (reached|exceeded|exhausted)"
        r"|no (more |available |free |remaining )?(licen[cs]es|seats)\b(?! (needed|required))"
        r"|\b(seats?|licen[cs]es) (exhausted|used up|all (used|taken|assigned))",
        "licensed seats a person must buy or free",
    ),
    (
        "zh",
        r"配额(已)?(用尽|用完|耗尽|不足)|额度(已)?(用尽|用完|不足)|欠费|请充值"
        r"|(今日|本日|当日|今月|本月|当月|每日|每月).{0,6}(上限|限额|额度)",
        "配额",
    ),
    (
        "es/pt/it/fr",
        r"\bc(u)?ota (diaria|diária|mensal|mensual|agotada|esgotada|excedida|superada)"
        r"|quota (giornaliera|mensile|esaurita|superata|journali[eè]re?|mensuel(le)?|épuisée?"
        r"|dépassée?)|(cuota|cota|quota) (diaria|diária|giornaliera) (excedida|superada)"
        r"|\b(l[ií]mite|tope|plafond)s? (di[aá]ri[oa]|mensal|mensual|giornaliero|mensile"
        r"|quotidien|journalier|mensuel)",
        "a daily or monthly allowance, in Spanish, Portuguese, Italian or French",
    ),
    (
        "de/ru/ja/ko",
        r"(tages|monats)(kontingent|limit|quota)"
        r"|kontingent\b[^.]{0,30}\b(erschöpft|ausgeschöpft|überschritten|aufgebraucht)"
        r"|(дневн|суточн|месячн)\w* (квот|лимит)|квот\w* (исчерпан|превышен)"
        r"|(1日|日次|月間|今月|本日|今日|当月|毎月|月次)の?(利用|使用|API)?(上限|クォータ|割り当て)"
        r"|クォータ(を)?超過|(일일|월간|이번 달|오늘) (사용 )?(할당량|한도)"
        r"|(하루|일일|월간|한 달|이번 달|오늘)[^.]{0,15}(횟수|한도|할당량)(를|을|가|이)? 초과"
        r"|할당량(을|이)? (초과|소진)",
        "a daily or monthly allowance, in German, Russian, Japanese or Korean",
    ),
    *MORE_QUOTA,  # hi vi th id ar tr pl nl sv uk
)

# Matched against the lower-cased text: IGNORECASE over these alternations (accented and
# Cyrillic letters included) costs about twice as much as lower() and a plain search.
_TRANSIENT = re.compile("|".join(f"(?:{row[1]})" for row in TRANSIENT_WORDING))
_QUOTA = re.compile("|".join(f"(?:{row[1]})" for row in QUOTA_WORDING))
_MAX_WORDING = 300  # wording is read in a message's head, where the reason is


# An edit tool's "old text not found" and "found N times", as real edit tools word them: the
# Anthropic/OpenHands editors ("old_str ... did not appear verbatim"), Claude Code ("String to
# replace not found in file", "Found 3 matches of the string to replace"), Gemini CLI ("could
# not find the string to replace", "expected 1 occurrence but found 2"), aider, Codex, Cline.
def transient_worded(text: str) -> bool:
    """True when ``text`` says, in one of the tabled languages, that waiting will help."""
    return _TRANSIENT.search(text[:_MAX_WORDING].lower()) is not None


# A rate limit named as one ("Application request limit reached", "Calls to this api have
# exceeded the rate limit", "pair rate limit hit"), whatever status it came with.
_RATE_LIMITED = re.compile(
    r"\brate[ _-]?limit|\brequest limit (reached|exceeded|hit)|\btoo many requests\b"
    r"|\bthrottl(ed|ing)\b"
)


def rate_limited(text: str) -> bool:
    """True when the head of ``text`` names a rate limit reached (``_RATE_LIMITED``)."""
    return _RATE_LIMITED.search(text[:_MAX_WORDING].lower()) is not None


# Every ASCII alternative of the tables above contains one of these stems, so an ASCII text
# without any of them cannot match: a few substring tests instead of the tables' scan (which
# costs several times a whole classification). tests/classify/test_text_signals.py checks it
# on strings generated from every row.
ASCII_STEMS = (
    "again", "later", "tempora", "busy", "overload", "unavailable", "demand", "maintenance",
    "many", "limit", "connect", "time", "anfragen", "wartung", "solicitudes", "sobrecarga",
    "espera", "mantenimiento", "riprova", "troppe", "scaduto", "novamente", "quota", "credit",
    "plan", "billing", "lock", "conflict", "serializ", "restarting", "status", "response",
    "http", "tekrar", "yeniden", "tijdelijk", "verzoeken", "opnieuw", "overbelast", "coba lagi",
    "sementara", "permintaan", "waktu habis", "sibuk", "cota", "cuota", "muitas", "ocupado",
    "sobrecarreg", "tages", "monats", "kontingent", "indisponible", "net::err", "starting up",
    "initiali", "warming up", "booting", "not yet", "ready yet", "recovery mode", "another",
    "back off", "backoff", "retry", "socket error", "connection was", "connection lost",
    "connection dropped", "capacity", "currently", "tope", "plafond", "loading",
    "still syncing", "still synchroni", "still catching", "licen", "seat",
    "arrear", "overdue", "unpaid", "outstanding", "top up", "top-up", "topup", "recharge",
    "frozen", "suspended", "zahlungsr", "guthaben", "impay", "saldo", "recargue", "fatura",
    "morosidad", "insolvenza", "fattur", "tarde", "tente", "tenta",
    *MORE_STEMS,
)  # fmt: skip


# One scan for all stems, in C, instead of a Python loop over them.
_ASCII_STEMS = re.compile("|".join(re.escape(stem) for stem in ASCII_STEMS))
# A message with letters beyond ASCII is scanned only with the phrases of its scripts (and the
# Latin ones where it holds a stem or an accented letter): one quota and one wait pattern.
_GATE = ScriptGate(
    tuple("|".join(row[1] for row in table) for table in (QUOTA_WORDING, TRANSIENT_WORDING)),
    ASCII_STEMS,
)


# One input over a size the plan allows ("File size too large. Maximum is 10485760. Upgrade
# your plan"): a smaller input passes now, so the plan's wording does not make it a quota.
_INPUT_TOO_LARGE = re.compile(
    r"\b(file|request|payload|body|upload|image|video|audio|input|document|attachment)s?"
    r" (size )?(is |was )?(too (large|big|long)|exceeds the (max(imum)?|allowed|permitted)\b)"
)


def worded(text: str) -> str | None:
    """What ``text`` says: "quota" when a quota, credit or billing is spent, else "wait" when
    waiting will help, else None. The quota wins wherever it appears. The operating system's
    own text of a passing errno ("Verbindungsaufbau abgelehnt": ECONNREFUSED in German), in any
    of glibc's languages, says "wait" too (``_strerror_words``)."""
    head = text[:_MAX_WORDING].lower()
    quota = wait = None
    if not head.isascii():
        quota, wait = _GATE.patterns(head)
    elif _ASCII_STEMS.search(head) is not None:
        quota, wait = _GATE.patterns_for(ASCII_ONLY)  # no CJK, Cyrillic... phrase can match
    if quota is not None and quota.search(head) is not None:
        if _INPUT_TOO_LARGE.search(head) is None:
            return "quota"
        quota = None
    if wait is not None and wait.search(head) is not None:
        return "wait"
    return "wait" if strerror_kind(head) == "wait" else None


# A 402 about the caller's prepaid units ("You don't have enough credits to send this
# campaign", "quota exceeded"), where a 402 is otherwise a payment refused (business): the
# plural "credits" are units bought in advance, a customer's "credit" is a line of credit.
_PREPAID_SPENT = re.compile(
    r"\bcredits\b|_credits\b|\bquota\b|\b(top[- ]?up|recharge) (your )?(account|balance|credits)"
)


def account_spent(status: int, text: str | None) -> bool:
    """True when ``text``, a refusal with ``status``, says the account's quota, plan or credit
    is spent (only a person restores it): the quota rows' words. Behind a 402, otherwise a
    payment refused, only the account's prepaid credits or quota, or in other languages the
    quota rows' words (English's singular "insufficient credit" is then a customer's)."""
    if status != 402:
        return quota_worded(text)
    if not text:
        return False
    head = text[:_MAX_WORDING].lower()
    if _PREPAID_SPENT.search(head) is not None:
        return True
    return not head.isascii() and quota_worded(head)


def quota_worded(text: str | None) -> bool:
    """True when ``text`` says a daily/monthly quota, credit or billing is spent."""
    if not text:
        return False
    head = text[:_MAX_WORDING].lower()
    return _QUOTA.search(head) is not None and _INPUT_TOO_LARGE.search(head) is None
