"""The shapes that give a secret away by themselves: vendor tokens, URL credentials, headers.

Data only, so that a new vendor is one line here. Every pattern is linear: bounded quantifiers,
no nested repetition, a class that excludes what follows it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = [
    "AUTH_SCHEMES",
    "BARE_BASIC",
    "BARE_BEARER",
    "COOKIE_HEADER",
    "DSN_TCP",
    "ENCODED_URL_PASSWORD",
    "KEPT_PREFIX",
    "PEM_BEGIN",
    "PROSE_CREDENTIAL",
    "PROSE_QUALIFIERS",
    "RUN",
    "TOKEN_SHAPES",
    "URL_PASSWORD",
    "TokenShape",
]


@dataclass(frozen=True)
class TokenShape:
    """One vendor's token: ``prefix`` (kept, so the reader knows what was hidden) + ``body``."""

    name: str
    prefix: str
    body: str
    hints: tuple[str, ...]
    """Literals one of which every match holds, for skipping the pattern cheaply."""
    keep_prefix: bool = True
    boundary: str = "(?<![A-Za-z0-9])"
    """What may not stand right before the prefix (a token starts a word or follows `_`)."""
    starts: tuple[str, ...] = ()
    """The first two characters a token may have (default: those of ``hints``); empty hints or
    ``anywhere`` mean the token need not start a run of ``RUN`` characters."""
    anywhere: bool = False
    in_run: bool = True
    """Every match holds a run of 16 or more of ``RUN``'s characters: text without one is not
    searched for this token (``False`` for a shape whose matches may be all short pieces)."""
    run_leads: tuple[str, ...] = ()
    """For an ``anywhere`` token: literals one of which ends right where its first run of
    ``RUN`` starts, or starts that run (`ya29.` before the body, `APA91b` at its start), a run
    that follows a `.`, `:` or `/`. The search then looks only at such run starts; empty: it
    looks for the hints in the whole text."""

    def run_starts(self) -> tuple[str, ...]:
        if self.anywhere:
            return ()
        return self.starts or tuple(dict.fromkeys(hint[:2] for hint in self.hints))

    def compile(self) -> re.Pattern[str]:
        prefix = f"({self.prefix})" if self.keep_prefix else f"(?:{self.prefix})"
        return re.compile(f"{self.boundary}{prefix}{self.body}")


_B62 = "[A-Za-z0-9]"
_URLSAFE = "[A-Za-z0-9_-]"
_END = "(?![A-Za-z0-9])"
_END_URLSAFE = "(?![A-Za-z0-9_-])"

# fmt: off
TOKEN_SHAPES: tuple[TokenShape, ...] = (
    # Anthropic before OpenAI: both start with `sk-`, and the longer prefix says more.
    TokenShape(
        "anthropic", r"sk-ant-", rf"(?:[a-z]{{2,6}}[0-9][0-9]-)?{_URLSAFE}{{20,}}", ("sk-ant-",),
    ),
    TokenShape("openai", r"sk-(?:proj-|svcacct-|admin-|None-)?", rf"{_URLSAFE}{{20,}}", ("sk-",)),
    TokenShape(
        "stripe", r"(?:sk|rk|pk)_(?:live|test)_", rf"{_B62}{{10,}}", ("_live_", "_test_"),
        starts=("sk", "rk", "pk"),
    ),
    TokenShape("stripe_webhook", r"whsec_", rf"{_B62}{{20,}}", ("whsec_",)),
    TokenShape(
        "github", r"gh[pousr]_", rf"{_B62}{{30,}}", ("ghp_", "gho_", "ghu_", "ghs_", "ghr_"),
    ),
    TokenShape("github_pat", r"github_pat_", r"[A-Za-z0-9_]{30,}", ("github_pat_",)),
    TokenShape(
        "gitlab", r"gl(?:pat|dt|rt|ptt|cbt|imt|soat|ft|oas|agent|ffct|ist)-", rf"{_URLSAFE}{{20,}}",
        ("gl",),
    ),
    TokenShape("slack", r"xox[abposer]-|xapp-", r"[A-Za-z0-9-]{11,}", ("xox", "xapp-")),
    TokenShape("google_api_key", r"AIza", rf"{_URLSAFE}{{30,}}", ("AIza",)),
    TokenShape("google_oauth", r"ya29\.", rf"{_URLSAFE}{{20,}}", ("ya29.",), anywhere=True,
        run_leads=("ya29.",)),
    TokenShape("google_client_secret", r"GOCSPX-", rf"{_URLSAFE}{{20,}}", ("GOCSPX-",)),
    TokenShape("google_refresh_token", r"1//0", rf"{_URLSAFE}{{30,}}", ("1//0",), anywhere=True,
        run_leads=("1//",)),
    TokenShape(
        # A lowercase letter may follow: a token glued to the key id is caught on the next pass.
        "aws_access_key_id", r"A(?:KI|SI|BI|CC|GP|ID|IP|NP|NV|PK|RO|SC)A",
        r"[0-9A-Z]{16}(?![0-9A-Z])",
        ("AKIA", "ASIA", "ABIA", "ACCA", "AGPA", "AIDA", "AIPA", "ANPA", "ANVA", "APKA", "AROA",
         "ASCA"),
    ),
    TokenShape(
        "vault", r"hv[sbr]\.", rf"{_URLSAFE}{{20,}}", ("hvs.", "hvb.", "hvr."), anywhere=True,
        run_leads=("hvs.", "hvb.", "hvr."),
    ),
    TokenShape("npm", r"npm_", rf"{_B62}{{30,}}", ("npm_",)),
    TokenShape("pypi", r"pypi-", rf"{_URLSAFE}{{50,}}", ("pypi-",)),
    TokenShape(
        "sendgrid", r"SG\.", rf"{_URLSAFE}{{16,}}\.{_URLSAFE}{{16,}}", ("SG.",), anywhere=True,
        run_leads=("SG.",),
    ),
    TokenShape("digitalocean", r"do[opr]_v1_", rf"{_B62}{{40,}}", ("_v1_",), starts=("do",)),
    TokenShape("shopify", r"shp(?:at|ss|ca|pa)_", rf"{_B62}{{20,}}", ("shp",)),
    TokenShape("huggingface", r"hf_|api_org_", rf"{_B62}{{30,}}", ("hf_", "api_org_")),
    TokenShape(
        "telegram", r"[0-9]{8,10}:AA", rf"{_URLSAFE}{{33}}{_END_URLSAFE}", (":AA",),
        keep_prefix=False, boundary="(?<![0-9])", anywhere=True, run_leads=("AA",),
    ),
    # (and in the Bot API's URL, `https://api.telegram.org/bot<token>/getMe`, whatever its
    # second part starts with)
    TokenShape(
        "telegram_url", r"/bot", rf"[0-9]{{6,12}}:{_URLSAFE}{{30,50}}{_END_URLSAFE}", ("/bot",),
        boundary="", anywhere=True, run_leads=(":",),
    ),
    TokenShape("mailgun", r"key-", rf"{_B62}{{32}}{_END}", ("key-",)),
    # A JWT header names its `alg` (RFC 7515; `none` at the shortest): 16 characters or more.
    # Its payload is JSON (`eyJ`), or any bytes in a JWS or JWE (then two long segments).
    TokenShape(
        "jwt", r"eyJ",
        rf"{_URLSAFE}{{13,}}\.(?:eyJ{_URLSAFE}{{5,}}\.{_URLSAFE}*|"
        rf"{_URLSAFE}{{16,}}\.{_URLSAFE}{{16,}}(?:\.{_URLSAFE}*)*)",
        ("eyJ",), keep_prefix=False,
    ),
    TokenShape("groq", r"gsk_", rf"{_B62}{{40,}}", ("gsk_",)),
    TokenShape("xai", r"xai-", rf"{_B62}{{40,}}", ("xai-",)),
    TokenShape("perplexity", r"pplx-", rf"{_B62}{{40,}}", ("pplx-",)),
    TokenShape("replicate", r"r8_", rf"{_B62}{{30,}}", ("r8_",)),
    TokenShape("tavily", r"tvly-(?:dev-|prod-)?", rf"{_B62}{{20,}}", ("tvly-",)),
    TokenShape("langsmith", r"lsv2_(?:pt|sk)_", rf"{_URLSAFE}{{20,}}", ("lsv2_",)),
    TokenShape("pinecone", r"pcsk_", rf"{_URLSAFE}{{20,}}", ("pcsk_",)),
    # Bodies with `=`, `+` or `/` (base64) may not start a run of `RUN`: searched by their hints.
    TokenShape(
        "atlassian", r"ATATT3", r"[A-Za-z0-9_=-]{50,}", ("ATATT3",), anywhere=True, in_run=False,
    ),
    TokenShape("databricks", r"dapi", rf"[a-f0-9]{{32}}(?:-[0-9])?{_END}", ("dapi",)),
    TokenShape("linear", r"lin_(?:api|oauth)_", rf"{_B62}{{30,}}", ("lin_",)),
    TokenShape(
        "notion", r"ntn_|secret_(?=[A-Za-z0-9]{43})", rf"{_B62}{{40,}}", ("ntn_", "secret_"),
    ),
    TokenShape("postman", r"PMAK-", r"[A-Za-z0-9-]{30,}", ("PMAK-",)),
    TokenShape(
        "sentry", r"sntry[su]_", r"[A-Za-z0-9_=+/-]{30,}", ("sntry",), anywhere=True, in_run=False,
    ),
    TokenShape(
        "grafana", r"glsa_|glc_", r"[A-Za-z0-9_=+/-]{30,}", ("glsa_", "glc_"), anywhere=True,
        in_run=False,
    ),
    TokenShape("new_relic", r"NR(?:AK|II|AA)-", rf"{_B62}{{20,}}", ("NRAK-", "NRII-", "NRAA-")),
    TokenShape("figma", r"figd_", rf"{_URLSAFE}{{30,}}", ("figd_",)),
    TokenShape("supabase", r"sbp_|sb_secret_", rf"{_URLSAFE}{{20,}}", ("sbp_", "sb_secret_")),
    TokenShape(
        "doppler", r"dp\.(?:pt|st|sa|ct|scim|audit)\.", rf"{_B62}{{30,}}", ("dp.",),
        anywhere=True,
        run_leads=tuple(f"dp.{kind}." for kind in ("pt", "st", "sa", "ct", "scim", "audit")),
    ),
    TokenShape("age", r"AGE-SECRET-KEY-1", r"[0-9A-Z]{50,}", ("AGE-SECRET-KEY-",)),
    TokenShape("twilio", r"SK", rf"[0-9a-f]{{32}}{_END}", ("SK",)),
    TokenShape("square", r"sq0(?:atp|csp)-|EAAA", rf"{_URLSAFE}{{20,}}", ("sq0", "EAAA")),
    TokenShape("alibaba", r"LTAI", rf"{_B62}{{12,24}}{_END}", ("LTAI",)),
    TokenShape("tencent", r"AKID", rf"{_B62}{{32}}{_END}", ("AKID",)),
    TokenShape("heroku", r"HRKU-", rf"{_URLSAFE}{{30,}}", ("HRKU-",)),
    TokenShape("flyio", r"fo1_", rf"{_URLSAFE}{{30,}}", ("fo1_",)),
    TokenShape(
        "firebase_fcm", r"AAAA[A-Za-z0-9_-]{7}:APA91b", rf"{_URLSAFE}{{30,}}", ("APA91b",),
        keep_prefix=False, anywhere=True, run_leads=("APA91b",),
    ),
    TokenShape(
        "mailchimp", r"[0-9a-f]{32}-us[0-9]{1,2}", _END, ("-us",), keep_prefix=False,
        boundary="(?<![A-Za-z0-9])", anywhere=True,
    ),
    TokenShape(
        "slack_webhook", r"https://hooks\.slack\.com/(?:services|workflows|triggers)/",
        r"[A-Za-z0-9/_-]{8,}", ("hooks.slack.com",), anywhere=True, in_run=False,
    ),
    TokenShape(
        "discord_webhook", r"https://(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/",
        r"[0-9]{5,30}/[A-Za-z0-9_-]{20,}", ("/api/webhooks/",), anywhere=True,
    ),
)
# fmt: on

# A vendor prefix that may stand before ``[REDACTED]``: text already redacted stays as it is.
KEPT_PREFIX = re.compile(
    "|".join(f"(?:{shape.prefix})" for shape in TOKEN_SHAPES if shape.keep_prefix)
)

# Every match of a shape that is not ``anywhere`` starts with 16 or more of these characters
# (its prefix and the start of its body), at the start of a word of ``[A-Za-z0-9]``; every
# match of an ``in_run`` shape holds such a run.
RUN = re.compile(r"[A-Za-z0-9_-]{16,}")

# `scheme://user:password@host`: the password ends at the last `@` that a host follows before
# the query, so that it may hold `/`, `:`, `@` and percent-escapes (an `@` later in the path
# hides that part of the path too: better than showing half a password). `host:8080/path@x` is a
# port, not a user.
# A malformed rest still has a host: an IPv6 bracket left open (`@[fd00::1/db`), a colon after
# the port (`@mq:5672:/vhost`) or a port out of range; what it ends with is not the password's.
_HOST_AFTER = (
    r"(?=@(?:\[[0-9A-Fa-f:.]{2,45}\]?|[A-Za-z0-9._~%-]{1,253})(?::[0-9]{1,8})?"
    r"(?:[/?#\s\"'<>,;:)\]}|\\]|$))"
)
URL_PASSWORD = re.compile(
    r"(?i)(?<![A-Za-z0-9+.-])([a-z][a-z0-9+.-]{0,30}://[^\s:/?#@\[\]\"'<>]{0,256}:)"
    r"(?![0-9]{1,5}(?:[/?#]|$))"
    # A raw `?` or `#` ends the password unless no `@` came before it (`app:Zq8#Lm3@db`): then
    # `?email=a@b.com` after `pw@host/path` stays a query.
    r"([^\s\"'<>?#]{1,256}|[^\s\"'<>?#@]{0,128}[?#][^\s\"'<>@]{1,128})" + _HOST_AFTER
)
# The same inside a percent-encoded URL (`next=https%3A%2F%2Fu%3Apw%40host`).
ENCODED_URL_PASSWORD = re.compile(
    r"(?i)(?<![A-Za-z0-9+.-])([a-z][a-z0-9+.-]{0,30}%3A%2F%2F[A-Za-z0-9._~!$'()*+,;=-]{0,256}%3A)"
    r"([^\s\"'<>&]{1,256}?)(?=%40[A-Za-z0-9.-]{1,253})"
)
# Go's MySQL DSN has no scheme: `user:password@tcp(host:3306)/db`.
DSN_TCP = re.compile(
    r"(?<![A-Za-z0-9_.:/@-])([A-Za-z0-9_.-]{1,64}:)([^\s@\"']{1,256})(?=@(?:tcp|unix)\()"
)

AUTH_SCHEMES = (
    r"bearer|basic|digest|token|bot|negotiate|ntlm|apikey|api-key|sso-key|oauth|dpop|mac|hmac"
    r"|aws4-hmac-sha256|sharedkey|sharedkeylite|ssws|key|gmac|splunk|pvetoken|klaviyo-api-key"
    # the rest of IANA's HTTP Authentication Scheme Registry, and vendors' signing schemes
    r"|concealed|gnap|hoba|mutual|privatetoken|scram-sha-1|scram-sha-256|vapid|hawk|kerberos"
    r"|hmac-sha256|eg1-hmac-sha256|tc3-hmac-sha256|sdk-hmac-sha256|oss|signature|googlelogin"
)
COOKIE_HEADER = re.compile(
    # (curl's `%{header_json}` puts each header's values in a list: `"set-cookie":["…"]`)
    r"(?i)(?<![A-Za-z0-9_])(cookie\\?[\"']?[ \t]*[:=][ \t]*(?:\[\s*)?\\?[\"']?)"
    # The value ends at a line's end, a quote or an escape (`\n`, `\"`), but not at any other
    # backslash: a value cut there would be cut elsewhere by the next pass (idempotent).
    # (a value hidden already, maybe after the backslash the prefix may not have taken, stays)
    r"(?![ \t])(?!\\?\[REDACTED\][ \t]*(?:[\"'\\\r\n]|$))"
    # ...nor at the next header written on the same line (`… SameSite=Lax X-Request-Id: …`)
    r"(?:(?![ \t]+[a-z][a-z0-9]*(?:-[a-z0-9]+)+:[ \t])[^\r\n\"'\\]|\\(?![nrt\"'\\])"
    # ...nor at a cookie's own quotes (RFC 6265's quoted value, `name="…"`, which Python's
    # `http.cookies` writes with octal escapes)
    r"|(?<==)\"[^\"\r\n]{0,4096}\")+"
)
# "Bearer authentication required" is prose: the words that follow "Bearer" in a sentence.
BARE_BEARER = re.compile(
    r"(?<![A-Za-z0-9_-])((?i:bearer)(?:[ \t]+|\+|%20))"
    r"(?!(?i:authentication|authorization|required|credentials?|protected|supported|mechanism"
    r"|challenges?|parameters?|scheme|schemes)(?![A-Za-z0-9._~+/-]))"
    # A lowercase name before `:` is the next field (`token_type: bearer expires_in: 7200`).
    r"(?![a-z_]+[ \t]*:)"
    # A challenge's parameter, a name and `=` (`Bearer resource_metadata="https://…"`,
    # `Bearer error=invalid_token`): a token68 holds digits or capitals before its padding.
    r"(?![a-z_-]+=)"
    # The whole run or nothing (a lookahead takes it, no backtracking): `Bearer sk-[REDACTED]`
    # must not lose its `sk-` to a shorter match.
    r"(?=(?P<token>[A-Za-z0-9._~+/-]{8,}=*))(?P=token)(?!\[)"
    # Padding ends a token: `=` and then more is a pair (`token_type=bearer expires_in=3600`).
    r"(?![A-Za-z0-9._~+/-])"
)
# `Basic <base64 of user:password>`; `Basic realm="x"` and "Basic auth" are not base64 of 8+.
BARE_BASIC = re.compile(r"(?<![A-Za-z0-9_-])((?i:basic)(?:[ \t]+|\+|%20))([A-Za-z0-9+/]{8,}={0,2})")
# "Invalid API key abc123…", "your access token is 9f8e…": a multi-word name, no `=` or `:`.
# Lowercase: it runs on the folded text (same length, same offsets).
PROSE_QUALIFIERS = frozenset({
    "api", "access", "secret", "private", "auth", "bearer", "refresh", "session", "client", "app",
    "account", "personal access", "master", "admin", "license", "subscription", "bot", "webhook",
})  # fmt: skip
PROSE_CREDENTIAL = re.compile(
    r"(?<![a-z0-9_-])((?:"
    + "|".join(sorted(word.replace(" ", "[ ]") for word in PROSE_QUALIFIERS))
    + r")[ ](?:key|token|secret)s?(?:[ ]provided)?|password|passphrase)"
    r"([ \t]+(?:is[ \t]+|was[ \t]+)?|[ \t]*:[ \t]*)"
    r"[\"'`]?(?P<value>[a-z0-9_./+=~*!@#$%^&-]{6,512}?)(?P<dots>\.*)(?![a-z0-9_./+=~*!@#$%^&\[-])"
)
PEM_BEGIN = re.compile(r"-----BEGIN ((?:[A-Z0-9]+ ){0,3})PRIVATE KEY(?: BLOCK)?-----")
