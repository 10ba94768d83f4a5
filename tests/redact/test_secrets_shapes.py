"""Secrets recognised by their shape alone: vendor tokens, private keys, URLs and DSNs, headers."""

from __future__ import annotations

import base64
import random
import string

import pytest

from toolretry.redact import REDACTED, redact

B62 = string.ascii_letters + string.digits
URLSAFE = B62 + "_-"
HEX = "0123456789abcdef"


def body(length: int, alphabet: str = B62, seed: int = 0) -> str:
    """A random-looking token body of the documented length and alphabet."""
    rng = random.Random(f"{length}{alphabet}{seed}")
    return "".join(rng.choice(alphabet) for _ in range(length))


# (family, token, what may stay visible in front of [REDACTED])
VENDOR_TOKENS = [
    ("openai", "sk-" + body(48), "sk-"),
    ("openai project", "sk-proj-" + body(64, URLSAFE), "sk-proj-"),
    ("openai service account", "sk-svcacct-" + body(40, URLSAFE), "sk-svcacct-"),
    ("openai admin", "sk-admin-" + body(40, URLSAFE), "sk-admin-"),
    ("anthropic", "sk-ant-api03-" + body(93, URLSAFE) + "AA", "sk-ant-"),
    ("anthropic admin", "sk-ant-admin01-" + body(80, URLSAFE), "sk-ant-"),
    ("stripe secret", "sk_live_" + body(99), "sk_live_"),
    ("stripe test", "sk_test_" + body(24), "sk_test_"),
    ("stripe restricted", "rk_live_" + body(24), "rk_live_"),
    ("stripe webhook", "whsec_" + body(32), "whsec_"),
    ("github classic", "ghp_" + body(36), "ghp_"),
    ("github oauth", "gho_" + body(36), "gho_"),
    ("github server", "ghs_" + body(36), "ghs_"),
    ("github user-to-server", "ghu_" + body(36), "ghu_"),
    ("github refresh", "ghr_" + body(36), "ghr_"),
    ("github fine-grained", "github_pat_" + body(22) + "_" + body(59), "github_pat_"),
    ("gitlab", "glpat-" + body(20, URLSAFE), "glpat-"),
    ("gitlab deploy", "gldt-" + body(20, URLSAFE), "gldt-"),
    ("slack bot", "xoxb-" + "1234567890-1234567890123-" + body(24), "xoxb-"),
    ("slack user", "xoxp-" + "1234567890-1234567890123-" + body(32, HEX), "xoxp-"),
    ("slack app", "xapp-1-A0123456789-1234567890123-" + body(64, HEX), "xapp-"),
    ("google api key", "AIza" + body(35, URLSAFE), "AIza"),
    ("google oauth", "ya29." + body(120, URLSAFE), "ya29."),
    ("google client secret", "GOCSPX-" + body(28, URLSAFE), "GOCSPX-"),
    ("aws access key id", "AKIA" + body(16, string.ascii_uppercase + string.digits), "AKIA"),
    ("aws temporary key id", "ASIA" + body(16, string.ascii_uppercase + string.digits), "ASIA"),
    ("vault", "hvs." + body(90, URLSAFE), "hvs."),
    ("vault batch", "hvb." + body(120, URLSAFE), "hvb."),
    ("npm", "npm_" + body(36), "npm_"),
    ("pypi", "pypi-AgEIcHlwaS5vcmc" + body(60, URLSAFE), "pypi-"),
    ("sendgrid", "SG." + body(22, URLSAFE) + "." + body(43, URLSAFE), "SG."),
    ("digitalocean", "dop_v1_" + body(64, HEX), "dop_v1_"),
    ("digitalocean oauth", "doo_v1_" + body(64, HEX), "doo_v1_"),
    ("shopify", "shpat_" + body(32, HEX), "shpat_"),
    ("shopify shared secret", "shpss_" + body(32, HEX), "shpss_"),
    ("hugging face", "hf_" + body(34), "hf_"),
    ("hugging face org", "api_org_" + body(34), "api_org_"),
    ("mailgun", "key-" + body(32, HEX), "key-"),
    ("groq", "gsk_" + body(52), "gsk_"),
    ("xai", "xai-" + body(80), "xai-"),
    ("perplexity", "pplx-" + body(48), "pplx-"),
    ("replicate", "r8_" + body(37), "r8_"),
    ("tavily", "tvly-dev-" + body(32), "tvly-dev-"),
    ("langsmith", "lsv2_pt_" + body(32, HEX) + "_" + body(10, HEX), "lsv2_pt_"),
    ("pinecone", "pcsk_" + body(60, URLSAFE), "pcsk_"),
    ("atlassian", "ATATT3xFfGF0" + body(180, URLSAFE + "="), "ATATT3"),
    ("databricks", "dapi" + body(32, HEX), "dapi"),
    ("linear", "lin_api_" + body(40), "lin_api_"),
    ("notion", "ntn_" + body(46), "ntn_"),
    ("postman", "PMAK-" + body(24, HEX) + "-" + body(34, HEX), "PMAK-"),
    ("grafana", "glsa_" + body(32) + "_" + body(8, HEX), "glsa_"),
    ("new relic", "NRAK-" + body(27, string.ascii_uppercase + string.digits), "NRAK-"),
    ("figma", "figd_" + body(40, URLSAFE), "figd_"),
    ("supabase", "sbp_" + body(40, HEX), "sbp_"),
    ("doppler", "dp.pt." + body(43), "dp.pt."),
    (
        "age",
        "AGE-SECRET-KEY-1" + body(58, string.ascii_uppercase + string.digits),
        "AGE-SECRET-KEY-1",
    ),
    ("twilio", "SK" + body(32, HEX), "SK"),
    ("alibaba", "LTAI" + body(20), "LTAI"),
    ("tencent", "AKID" + body(32), "AKID"),
    ("square", "sq0atp-" + body(22, URLSAFE), "sq0atp-"),
    ("heroku", "HRKU-" + body(60, URLSAFE), "HRKU-"),
    ("fly.io", "fo1_" + body(43, URLSAFE), "fo1_"),
]

CONTEXTS = [
    "{token}",
    "key {token} here",
    "({token})",
    'export TOKEN="{token}"',
    "'{token}'",
    "Authorization: Bearer {token}",
    "api_key={token}&page=2",
    '{{"credential": "{token}"}}',
    "failed with {token}.",
    "用户密钥{token}无效",
    "value\t{token}\nnext line",
    "https://api.example.com/v1?k={token}",
]


def _secret_part(token: str, kept: str) -> str:
    return token[len(kept) :] if kept else token


@pytest.mark.parametrize(
    ("family", "token", "kept"), VENDOR_TOKENS, ids=[t[0] for t in VENDOR_TOKENS]
)
@pytest.mark.parametrize("context", CONTEXTS)
def test_vendor_token_never_survives(family: str, token: str, kept: str, context: str) -> None:
    """A vendor token in any context loses everything after its documented prefix."""
    result = redact(context.format(token=token))
    assert _secret_part(token, kept)[:12] not in result


@pytest.mark.parametrize(
    ("family", "token", "kept"), VENDOR_TOKENS, ids=[t[0] for t in VENDOR_TOKENS]
)
@pytest.mark.parametrize("context", CONTEXTS)
def test_vendor_token_leaves_no_artefact(family: str, token: str, kept: str, context: str) -> None:
    """Two rules meeting on one token never leave `[REDACTED][REDACTED]` or `[REDACTED]]`."""
    result = redact(context.format(token=token))
    assert "][" not in result
    assert "]]" not in result


@pytest.mark.parametrize(
    ("family", "token", "kept"), VENDOR_TOKENS, ids=[t[0] for t in VENDOR_TOKENS]
)
def test_vendor_token_keeps_its_prefix(family: str, token: str, kept: str) -> None:
    """The vendor prefix stays before the marker, so the reader knows what was hidden."""
    assert redact(f"token {token} rejected") == f"token {kept}{REDACTED} rejected"


JWT = (
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ."
    "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (f"jwt {JWT}", f"jwt {REDACTED}"),
        (f"id_token={JWT}&state=x", f"id_token={REDACTED}&state=x"),
        (f"Mapbox sk.{JWT}", f"Mapbox sk.{REDACTED}"),
        (
            "https://api.telegram.org/bot123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw8/getMe",
            f"https://api.telegram.org/bot{REDACTED}/getMe",
        ),
        (
            "post to https://hooks.slack.com/services/T0ABCDEF1/B0ABCDEF2/" + body(24) + " failed",
            f"post to https://hooks.slack.com/services/{REDACTED} failed",
        ),
        (
            "https://discord.com/api/webhooks/123456789012345678/" + body(68, URLSAFE),
            f"https://discord.com/api/webhooks/{REDACTED}",
        ),
        (
            "mailchimp " + body(32, HEX) + "-us21 rejected",
            f"mailchimp {REDACTED} rejected",
        ),
    ],
)
def test_tokens_without_a_useful_prefix_go_whole(text: str, expected: str) -> None:
    """JWTs, Telegram bot tokens and webhook URLs are hidden past what identifies the service."""
    assert redact(text) == expected


PEM_BODY = "\n".join(body(64, B62 + "+/", seed=i) for i in range(5))


@pytest.mark.parametrize("kind", ["", "RSA ", "EC ", "OPENSSH ", "ENCRYPTED ", "DSA "])
@pytest.mark.parametrize("newline", ["\n", "\\n", "\r\n"])
def test_pem_private_key_body_is_hidden(kind: str, newline: str) -> None:
    """A PEM private key keeps its armour lines; the base64 between them is gone."""
    pem = f"-----BEGIN {kind}PRIVATE KEY-----{newline}{PEM_BODY.replace(chr(10), newline)}"
    pem += f"{newline}-----END {kind}PRIVATE KEY-----"
    result = redact(f'{{"private_key": "{pem}", "client_email": "x@y.iam"}}')
    assert body(64, B62 + "+/", seed=2)[:20] not in result
    assert '"client_email": "x@y.iam"' in result


def test_pem_private_key_cut_before_its_end_is_hidden() -> None:
    """A key block whose END line was cut off (a truncated message) is hidden to the end."""
    result = redact(f"-----BEGIN RSA PRIVATE KEY-----\n{PEM_BODY}")
    assert result == f"-----BEGIN RSA PRIVATE KEY-----{REDACTED}"


AWS_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"


@pytest.mark.parametrize(
    "text",
    [
        f"aws_secret_access_key={AWS_SECRET}",
        f"AWS_SECRET_ACCESS_KEY: {AWS_SECRET}",
        f'{{"SecretAccessKey": "{AWS_SECRET}"}}',
        f"aws credentials AKIAIOSFODNN7EXAMPLE {AWS_SECRET}",
        f"secret {AWS_SECRET} for the upload role",
    ],
)
def test_aws_secret_key_is_hidden(text: str) -> None:
    """An AWS secret access key is hidden under its name or beside other AWS context."""
    assert AWS_SECRET[5:25] not in redact(text)


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        ("https://user:pass@host/path", f"https://user:{REDACTED}@host/path"),
        ("redis://:s3cr3t@localhost:6379/0", f"redis://:{REDACTED}@localhost:6379/0"),
        (
            "postgres://app:p@ss/w:rd@db.internal:5432/app",
            f"postgres://app:{REDACTED}@db.internal:5432/app",
        ),
        ("mysql://root:a%40b%2Fc%3Ad@10.0.0.5/shop", f"mysql://root:{REDACTED}@10.0.0.5/shop"),
        (
            "amqp://guest:gu:est@rabbit:5672/vhost?heartbeat=30",
            f"amqp://guest:{REDACTED}@rabbit:5672/vhost?heartbeat=30",
        ),
        (
            "mongodb+srv://admin:Pa55w0rd!@cluster0.abcde.mongodb.net/db?retryWrites=true",
            f"mongodb+srv://admin:{REDACTED}@cluster0.abcde.mongodb.net/db?retryWrites=true",
        ),
        (
            "https://u:pw@host/path?email=a@b.com",
            f"https://u:{REDACTED}@host/path?email=a@b.com",
        ),
        (
            "next=https%3A%2F%2Fbob%3Ahunter2%40db.example.com%2Fx",
            f"next=https%3A%2F%2Fbob%3A{REDACTED}%40db.example.com%2Fx",
        ),
        ("dsn user:s3cret@tcp(127.0.0.1:3306)/app", f"dsn user:{REDACTED}@tcp(127.0.0.1:3306)/app"),
        (
            "'sqlite:///tmp/x.db' and ftp://anon:me@[::1]:21/",
            f"'sqlite:///tmp/x.db' and ftp://anon:{REDACTED}@[::1]:21/",
        ),
    ],
)
def test_url_and_dsn_passwords_are_hidden(url: str, expected: str) -> None:
    """The password of a URL or DSN is hidden even when it holds `/`, `@`, `:` or escapes."""
    assert redact(url) == expected


BASIC = base64.b64encode(b"elastic:changeme-2024").decode()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Authorization: Bearer abc.def-123", f"Authorization: Bearer {REDACTED}"),
        (f"Authorization: Basic {BASIC}", f"Authorization: Basic {REDACTED}"),
        ("proxy-authorization: Negotiate YIIabc", f"proxy-authorization: Negotiate {REDACTED}"),
        ("authorization=xyz123&a=1", f"authorization={REDACTED}&a=1"),
        ("Authorization: token ghp_x1", f"Authorization: token {REDACTED}"),
        (
            "{'Authorization': 'Bearer t0k3n', 'X': 'y'}",
            f"{{'Authorization': 'Bearer {REDACTED}', 'X': 'y'}}",
        ),
        ('{"authorization":"Basic ' + BASIC + '"}', '{"authorization":"Basic ' + REDACTED + '"}'),
        ("sent Bearer abcd1234efgh5678 upstream", f"sent Bearer {REDACTED} upstream"),
        ("BEARER AbCdEfGhIjKlMnOp", f"BEARER {REDACTED}"),
        ("bearer+abcdefghijklmnopqrstu", f"bearer+{REDACTED}"),
        (f"with Basic {BASIC} header", f"with Basic {REDACTED} header"),
        ("Cookie: session=abc; theme=dark\nnext", f"Cookie: {REDACTED}\nnext"),
        ("Set-Cookie: sid=abc123; Path=/; HttpOnly", f"Set-Cookie: {REDACTED}"),
        ('{"cookie": "a=b; c=d", "x": 1}', f'{{"cookie": "{REDACTED}", "x": 1}}'),
        (
            "Authorization: AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20240101/us-east-1/"
            "s3/aws4_request, SignedHeaders=host, Signature=fe5f80f77d5fa3beca038a248ff027",
            f"Authorization: AWS4-HMAC-SHA256 {REDACTED}, SignedHeaders=host, Signature={REDACTED}",
        ),
    ],
)
def test_authorization_and_cookies_keep_only_their_scheme(text: str, expected: str) -> None:
    """Authorization keeps its scheme (Bearer, Basic...), cookies are hidden whole."""
    assert redact(text) == expected


# --- what the fast token search relies on -------------------------------------------------

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from toolretry.redact import _secret_shapes as shapes  # noqa: E402


def _starts_a_word_run(match: str) -> bool:
    return shapes.RUN.match(match) is not None


@pytest.mark.parametrize(
    "shape", [s for s in shapes.TOKEN_SHAPES if not s.anywhere], ids=lambda s: s.name
)
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_token_that_starts_a_word_starts_a_run_of_16(shape: shapes.TokenShape, data) -> None:
    """Every match of a word-starting shape begins with 16 characters the token search masks."""
    token = data.draw(st.from_regex(shape.compile(), fullmatch=True))
    assert _starts_a_word_run(token), token


@pytest.mark.parametrize(
    "shape", [s for s in shapes.TOKEN_SHAPES if s.anywhere and s.in_run], ids=lambda s: s.name
)
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_an_in_run_token_holds_a_run_of_16(shape: shapes.TokenShape, data) -> None:
    """Every match of an ``anywhere`` shape marked ``in_run`` holds 16 of `[A-Za-z0-9_-]`."""
    token = data.draw(st.from_regex(shape.compile(), fullmatch=True))
    assert shapes.RUN.search(token) is not None, token


@pytest.mark.parametrize(
    "shape", [s for s in shapes.TOKEN_SHAPES if s.name != "slack_webhook"], ids=lambda s: s.name
)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), left=st.sampled_from([" ", "=", "/", "'", "(", "_", "\n", "token: "]))
def test_any_generated_token_is_hidden_in_text(shape: shapes.TokenShape, data, left: str) -> None:
    """A token the shape's own regex generates is hidden wherever it stands in a message."""
    token = data.draw(st.from_regex(shape.compile(), fullmatch=True))
    text = f"call failed{left}{token} while listing orders"
    assert token not in redact(text)


@pytest.mark.parametrize(
    "token",
    [
        "sntrys_eyJp+YXQ/OjE2ODcz" + body(60, URLSAFE + "+/"),
        "glc_eyJvIjoi+MTIzNDU2/Iiwib" + body(40, URLSAFE + "+/="),
        "ATATT3xFf=GF0" + body(60, URLSAFE + "="),
        "sntryu_" + body(64, HEX),
    ],
)
@pytest.mark.parametrize("around", ["{}", "url=https://x.test/{}?a=1", "'{}'", "Bearer {}"])
def test_tokens_with_base64_marks_early_are_hidden(token: str, around: str) -> None:
    """A token whose body has `+`, `/` or `=` near its start is still hidden."""
    assert token not in redact(around.format(token))


@pytest.mark.parametrize(
    "shape", [s for s in shapes.TOKEN_SHAPES if s.anywhere and s.in_run], ids=lambda s: s.name
)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    data=st.data(),
    left=st.text(alphabet="ab_-9 =/.:'\"(é", max_size=12),
    right=st.text(alphabet="ab_-9 =/.:'\"(é", max_size=12),
)
def test_the_token_search_looks_for_in_run_tokens_wherever_they_stand(
    shape: shapes.TokenShape, data, left: str, right: str
) -> None:
    """Text holding an in-run token always passes the look the search makes before its hints."""
    from toolretry.redact._token_search import TokenSearch, _runs

    token = data.draw(st.from_regex(shape.compile(), fullmatch=True))
    text = f"{left}{token}{right}"
    search = TokenSearch(lambda rule: True)
    assert search._may_hold_anywhere_token(text, _runs(text)), text


@settings(max_examples=300, deadline=None)
@given(text=st.text(alphabet=st.sampled_from("ab_-9 .=/é\u0301😀\n"), max_size=80))
def test_the_runs_the_token_search_finds_are_those_of_the_run_pattern(text: str) -> None:
    """The runs found on the byte mask are exactly the matches of ``_secret_shapes.RUN``."""
    from toolretry.redact._token_search import _runs

    assert _runs(text) == [match.span() for match in shapes.RUN.finditer(text)]
