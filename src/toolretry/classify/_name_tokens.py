"""What the words of an exception's class name say, for a client no rule was written for.

Class names across ecosystems are made of a few shared words: ``ReadTimeout``,
``TooManyRequestsError``, ``ResourceNotFound``, ``AlreadyExistsException``, ``BadSignatureError``,
``QuotaExceeded``, ``not_implemented_error``. A name is split on CamelCase, snake_case and
digits into lower-case words ("network x no path"), and `NAME_TOKEN_SHAPES` is searched over
those words, row by row (first match wins), for the class and its first non-builtin bases.

Asked only when no status, code, errno, wording or whole-name shape decided (see
``_result_codes.from_class_name``). The rows speak of the *head* of a name where a word is
also a library's name: "network error" is a network failure, "NetworkX no path" is not.
"""

from __future__ import annotations

import re

from .._category import ErrorCategory
from ._protocol_tables import Row

__all__ = ["NAME_TOKEN_SHAPES", "name_words", "token_row"]

TRANSIENT, CLIENT, BUSINESS, FATAL = (
    ErrorCategory.TRANSIENT,
    ErrorCategory.CLIENT,
    ErrorCategory.BUSINESS,
    ErrorCategory.FATAL,
)

# A noun that may follow "no"/"missing" without meaning "the thing asked for is absent": no
# connection, no server, no brokers are the network's state, not the request's.
_NETWORK_NOUNS = (
    r"connections?|network|route|servers?|brokers?|nodes?|hosts?|nameservers?|resolvers?|peers?"
    r"|replicas?|leaders?|workers?|backends?|upstreams?|endpoints?|answer|communication"
)

NAME_TOKEN_SHAPES: tuple[tuple[str, Row], ...] = (
    (
        r"\b(quota|billing|credits?)\b|\bspend(ing)? limit"
        r"|\b(insufficient|exhausted) (quota|credits?)|\b(usage|plan) limit",
        (FATAL, "QUOTA_EXHAUSTED", "an allowance, credit or billing is spent: a person must act"),
    ),
    (
        r"\b(insufficient (funds|balance)|payment|card declined|declined)\b",
        (BUSINESS, "PAYMENT_DECLINED", "the payment or balance said no: an answer, not a fault"),
    ),
    (
        # A model's input over its context window ("ContextWindowExceeded", "context_length_
        # exceeded", "PromptTooLong"): the same prompt fails again; it must be shortened. Not
        # "too many tokens", which is also a tokens-per-minute rate limit.
        r"\b(context (window|length|size|limit)|max(imum)? (context|tokens)"
        r"|(token|prompt) (limit|length) exceeded|prompt too (long|large))\b",
        (CLIENT, "INPUT_TOO_LONG", "the input is longer than the model takes: shorten it"),
    ),
    (
        # A content or safety policy refused the request ("ContentPolicyViolation",
        # "content_filter", "SafetyBlocked"): an answer about this input; asking again unchanged
        # gets the same answer.
        r"\b((content|safety|usage|moderation) (policy|filter|violation|blocked|block)"
        r"|policy violation|content (filtered|flagged|blocked|refused)|safety blocked)\b",
        (CLIENT, "CONTENT_REFUSED", "a content or safety policy refused it: change the input"),
    ),
    (
        r"\b(time ?out|timed out|timeouts?|deadline (exceeded|expired)|too slow|took too long"
        r"|time ?limit)\b",
        (TRANSIENT, "TIMEOUT", "an operation ran out of time; it may finish later"),
    ),
    (
        # Too many of an action at once ("TooManyRequests", "TooManyConnections"), or of
        # things in progress that drain by themselves (pending jobs, ClickHouse's unmerged
        # parts); not too many of a thing or of one object's steps ("TooManyTags",
        # "TooManyExtensions"): those are a fixed cap, which no wait lifts.
        r"\b(throttl\w*|rate ?limit\w*|too many (\w+ )?(requests|updates|calls|writes"
        r"|operations|attempts|invocations|executions|connections|clients|sessions|retries"
        r"|parts)|too many (pending|queued|in flight|outstanding|running|active) \w+"
        r"|too many$|slow (down|consumer)|request limit)\b",
        (TRANSIENT, "THROTTLED", "a rate limit: the next window comes"),
    ),
    (
        r"\b(non|not|un) ?retr(y|i)able|\bpermanent\w*",
        (FATAL, "PERMANENT_ERROR", "the library says retrying will not help: a person must look"),
    ),
    (
        r"\b(bad gateway|service unavailable|internal server|unavailable|over ?loaded|overload"
        r"|busy|temporar\w*|transient|try again|again"
        r"|retry(able|ing)?|retries|circuit( breaker)?( open)?|back ?pressure|capacity|maintenance"
        r"|shutting down|server shutdown|draining|drained|not ready|loading|interrupted"
        # A service stopped for now, or a cluster without its leader (raft, etcd, consul):
        # states that pass ("BadOutOfService", "NotLeaderError", "LeaderElectionInProgress").
        r"|shutdown$|halted|out of service|waiting for|in progress|not (the )?leader"
        r"|leader(ship)? (election|changed|lost|unknown)|election|lease (expired|lost)"
        r"|(pool|workers?|slots?|threads?) exhausted"
        r"|no (\w+ )?(available|healthy|alive)|no (available|healthy|alive) \w+"
        r"|no (responders?|subscribers?|listeners?|consumers?|leader|quorum)"
        # A distributed lock or write that did not reach a majority of its nodes: some were
        # down, slow or held; the next try may reach it ("QuorumNotAchieved", "QuorumLost").
        r"|quorum (not )?(achieved|reached|met|lost|failed|unavailable))\b",
        (
            TRANSIENT,
            "SERVICE_UNAVAILABLE",
            "the service says waiting helps: busy, down or retrying",
        ),
    ),
    (
        # A place without room for a new resource (a cloud's "no space left in location", "no
        # capacity in zone"): the provider's capacity there, not a disk; it frees up, or the
        # request picks another place.
        r"\b(no|insufficient|not enough) (space|room|capacity)( left| available)?"
        r" (in|for) (this |the )?(location|region|zone|datacenter|data ?center|site|placement"
        r"|availability zone)\b",
        (TRANSIENT, "CAPACITY_UNAVAILABLE", "no capacity in that place now: wait or pick another"),
    ),
    (
        r"\b(out of (memory|space|disk)|no space|(map|disk|db|database|storage|store|volume"
        r"|file ?system|fs|index|table|page|log|journal|segment|heap|quota) full)\b",
        (FATAL, "OUT_OF_SPACE", "out of memory or space: a person must free it"),
    ),
    (
        # A read-only replica, store or mode (Redis READONLY, a replica set's secondary): the
        # write must go to where writes are taken, or not be made.
        r"\bread ?only\b",
        (CLIENT, "READ_ONLY", "the target takes no writes: write to the primary or only read"),
    ),
    (
        r"\b(stale|not (interactable|clickable|ready|attached)|intercepted|obscured)\b",
        (TRANSIENT, "NOT_READY", "what it acted on changed or is not ready yet: look again"),
    ),
    (
        r"\bwould block\b|\b(empty|full)$",
        (TRANSIENT, "WOULD_BLOCK", "a queue or buffer was empty or full just now: it drains"),
    ),
    (
        # Releasing or extending a lock this caller does not hold (threading's "release
        # unlocked lock", a Redlock's "ReleaseUnlockedLock"): the tool's own order of steps is
        # wrong; waiting for the lock changes nothing.
        r"\b(release|extend|renew|unlock)\w* (unlocked|unowned|not (held|owned|acquired))"
        r"|unlocked lock|lock not (held|owned|acquired)|not (the )?lock owner\b",
        (FATAL, "LOCK_NOT_HELD", "a lock this caller does not hold: a bug in the tool's steps"),
    ),
    (
        r"\b(deadlock\w*|serializ\w*|write conflict|lock(ed)? (timeout|held|busy|not available)"
        r"|locked|lock)\b",
        (TRANSIENT, "TRANSACTION_CONFLICT", "concurrent work held a lock or won a conflict"),
    ),
    (
        r"\b(decod(e|er|ing)|deserializ\w*|unmarshal\w*)\b",
        (CLIENT, "MALFORMED_INPUT", "a decoder's error, though it speaks of EOF: the data ended"),
    ),
    (
        r"\bhost ?key\b|\b(not|un) ?(verifiable|verified|trusted)\b|\buntrusted\b",
        (FATAL, "PEER_NOT_TRUSTED", "the peer's identity could not be verified: a person decides"),
    ),
    (
        r"\bnot connected\b|\b(no )?communication( error)?$"
        r"|\b(dis)?connect(ion|ed|ing)?s? (error|exception|failed|failure|lost|reset|refused|closed"
        r"|aborted|dropped|timeout)\b|\bdisconnect\w*|\b(connection|connect)$|\b(reset|refused"
        r"|unreachable|hang ?up|broken pipe|remote protocol|remote closed|eof|lost)\b"
        r"|\b(network( failure| down)?|socket|(?<!local )protocol)$",
        (TRANSIENT, "CONNECTION_ERROR", "the connection failed or was lost, not the request"),
    ),
    (
        r"\b(misconfigur\w*|improperly configured|configuration|config)\b",
        (FATAL, "CONFIGURATION_ERROR", "the setup is wrong: a person must fix the configuration"),
    ),
    (
        r"\b(local protocol|abstract|not implemented|unimplemented|internal|corrupt\w*|fatal|panic"
        r"|data loss|assert\w*|bug|not supported)\b",
        (FATAL, "INTERNAL_ERROR", "a fault a person must fix: not implemented, internal, corrupt"),
    ),
    (
        r"\b(invalid|illegal|bad) state\b",
        (FATAL, "INVALID_STATE", "called in a state that forbids it: a bug in the order of calls"),
    ),
    (
        r"\b(invalid|bad|malformed|unexpected|unknown) (response|reply|answer)\b",
        (FATAL, "INVALID_RESPONSE", "the other side answered wrongly: not the request's fault"),
    ),
    (
        # A product licence that is missing or ran out: no retry or new argument brings it
        # back; a person must renew it ("BadLicenseExpired", "LicenseError").
        r"\blicen[cs]e\b",
        (FATAL, "LICENSE_ERROR", "a licence is missing or expired: a person must renew it"),
    ),
    (
        r"\b(expired|expiry)\b",
        (CLIENT, "EXPIRED", "a token, signature or link expired: get a fresh one"),
    ),
    (
        r"\b(unauthori[sz]ed|unauthenticated|authenticat\w*|auth|credentials?|login|signature"
        r"|password|not authed)\b",
        (CLIENT, "AUTHENTICATION_FAILED", "the credentials or signature were refused: fix them"),
    ),
    (
        # "restricted": access limited for this caller ("restricted_content", "AccessRestricted").
        r"\b(forbidden|permission|permissions|denied|restricted|not (allowed|permitted)"
        r"|access (denied|forbidden|refused)"
        # Delete- or write-protected: the target refuses the action as it is set up now.
        r"|(write |delete |deletion )?protected|protection)\b",
        (CLIENT, "PERMISSION_DENIED", "not allowed for this caller"),
    ),
    (
        # The target is not in the state the action needs ("server_not_stopped",
        # "VolumeNotAttached"-like codes of a cloud API, "is_archived"): a precondition the
        # caller must meet first; waiting alone changes nothing.
        r"\bnot (stopped|running|started|active|enabled|disabled|empty|paused|powered( on| off)?"
        r"|mounted|unmounted|idle|detached|suspended|published)\b"
        r"|\bis (archived|frozen|suspended|disabled|deactivated|closed)\b",
        (CLIENT, "FAILED_PRECONDITION", "the target is not in the state this needs: change it"),
    ),
    (
        r"\b(already( exists?)?|exists|duplicate\w*|conflict\w*|taken|in use)\b",
        (CLIENT, "ALREADY_EXISTS", "it exists already or conflicts with what exists: change it"),
    ),
    (
        r"\b(not found|no such|does not exist|not registered|missing"
        r"|unknown (?!error|exception|failure)\w+"
        rf"|no (?!{_NETWORK_NOUNS})\w+|not (exist|present|available)|unresolv\w*|lookup"
        r"|not (a |an )?(\w+ )?(repo|repository|archive|package|project|workspace))\b",
        (CLIENT, "NOT_FOUND", "nothing under that name: check the name or id"),
    ),
    (
        r"\b(pars(e|er|ing)|decod(e|er|ing)|syntax|malformed|format|unpack\w*|deserializ\w*"
        r"|underrun|truncated|unexpected (end|token|character)|scann\w*|tokeniz\w*|lex\w*"
        r"|empty (data|input|file|document|string|body|payload)"
        # A parser library's base class is named for the format it reads ("YAMLError",
        # "TomlError", "CSVError"): its failures are about the text it was given. Not a
        # JSON-RPC or XML-RPC error, which is a remote call's.
        r"|(yaml|json|json5|xml|toml|csv|ini)(?! rpc))\b",
        (CLIENT, "MALFORMED_INPUT", "data the tool read cannot be parsed: pass valid data"),
    ),
    (
        r"\b(invalid|illegal|bad|validation|valid|schema|mismatch(ed)?|unprocessable|precondition"
        r"|constraint|out of (range|bounds)|range|overflow|too (large|long|big|small|short)|size"
        r"|(un|in)feasible|unsatisfiable|impossible|usage|parameter|argument|option|value|type"
        r"|unsupported|not acceptable|rejected|refus\w*|same (file|path|name|key|object|item)"
        r"|disallow\w*)\b",
        (CLIENT, "INVALID_REQUEST", "the name says the input was rejected: change it"),
    ),
)
"""(pattern over a class name's lower-case words, row), first match wins. The quota and payment
rows come first (a "QuotaExceeded" must never be taken for a rate limit), then what waiting
fixes, then the faults a person must fix, then what the request must change."""

_ROWS = tuple((re.compile(pattern), row) for pattern, row in NAME_TOKEN_SHAPES)
# "HTTPServerError" -> HTTP Server Error; "X509Error" -> X 509 Error; snake_case by its "_".
_WORD = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+")
# Words that say nothing of what failed: dropped so that "Error" alone matches no row.
_EMPTY = frozenset({"error", "errors", "exception", "exceptions", "exc", "err", "base", "failure"})
_WORDS: dict[str, str] = {}
_WORDS_MAX = 512


def name_words(name: str) -> str:
    """The lower-case words of a class name, space-separated (kept per name, bounded)."""
    words = _WORDS.get(name)
    if words is None:
        split = (w.lower() for w in _WORD.findall(name))
        words = " ".join(w for w in split if w not in _EMPTY)
        if len(_WORDS) >= _WORDS_MAX:
            _WORDS.clear()
        _WORDS[name] = words
    return words


_FOUND: dict[str, Row | None] = {}


def token_row(name: str) -> Row | None:
    """The row of `NAME_TOKEN_SHAPES` the words of ``name`` match first, or None (kept per
    name, bounded: a class is judged again on every failure it raises)."""
    try:
        return _FOUND[name]
    except KeyError:
        pass
    words = name_words(name)
    found = next((row for pattern, row in _ROWS if pattern.search(words)), None) if words else None
    if len(_FOUND) >= _WORDS_MAX:
        _FOUND.clear()
    _FOUND[name] = found
    return found
