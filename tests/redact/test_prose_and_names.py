"""Tests for secrets named in sentences, commands and YAML, and for the names added with them
(session ids, DSNs, one-time codes, card codes, seed phrases): each hidden in plain, repr() and
json.dumps() text, and its innocent near-miss left alone."""

from __future__ import annotations

import json
import secrets
import string
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import toolretry.redact as redaction
from toolretry.redact import REDACTED, RedactionPolicy, redact
from toolretry.redact._secret_names import OTHER_STEMS, has_other_stem


@pytest.fixture(autouse=True)
def _default_policy() -> Iterator[None]:
    """Every test starts from, and leaves behind, the built-in policy."""
    redaction.reset()
    yield
    redaction.reset()


def _secret() -> str:
    """A fresh random credential with a digit, an upper and a lower case letter."""
    return "Q7" + secrets.token_urlsafe(18).replace("-", "x").replace("_", "y") + "k"


def _forms(text: str) -> list[str]:
    return [text, repr(text), json.dumps(text), json.dumps({"error": text})]


PROSE = [
    "token {v} has expired", "The token {v} is invalid", "key {v} was revoked",
    "Your secret is {v}", "api_key is {v}", "the password was {v}", "password is set to {v}",
    "invalid api key provided: {v}", "Your access token has been changed to {v}.",
    "API_KEY was {v}; rotate it", "error: secret {v} has been revoked",
    "api_key\t{v}", "client_secret\t{v}", "export API_KEY {v}", "set api_key {v}",
    "setenv GITHUB_TOKEN {v}", "api_key<={v}", "API密钥{v}无效", "密码是{v}", "令牌{v}已过期",
    "访问令牌：{v}", "パスワードは{v}です", "비밀번호 {v}",
]  # fmt: skip
NAMES = [
    "session_id={v}", "sessionId: {v}", "SESSION={v}", "DATABASE_URL={v}", "database_url: {v}",
    "dsn={v}", "DB_DSN={v}", "connection_string={v}", "connectionString: {v}", "otp={v}",
    "totp_code: {v}", "pin={v}", "PIN: {v}", "cvv={v}", "cvc: {v}", "seed_phrase: {v}",
    "private_key={v}", "signing_key={v}", '{{"session_id": "{v}"}}', "jsessionid={v}",
]  # fmt: skip
COMMANDS = [
    "curl -u admin:{v} https://api.example.com", "curl --user admin:{v} https://x.example",
    "curl -uadmin:{v} https://x.example", "app:{v}@tcp(db:3306)/shop",
    "dsn=app:p@ss{v}@tcp(db.internal:3306)/shop?parseTime=true", "password: |\n  {v}\n",
    "api_key:\n  {v}\nregion: eu", "config:\n  token: >-\n    {v}\n", "Pwd={v};Server=db;",
]  # fmt: skip


@pytest.mark.parametrize("template", PROSE + NAMES + COMMANDS)
def test_a_secret_is_hidden_in_every_form(template: str) -> None:
    """The value is hidden in plain, repr'd and JSON text, its name kept."""
    value = _secret()
    for text in _forms(template.format(v=value)):
        out = redact(text)
        assert value not in out, out
        assert REDACTED in out
        assert "[REDACTED]]" not in out
        assert redact(out) == out


def test_a_seed_phrase_is_hidden_whole() -> None:
    """All twelve words of a mnemonic are hidden, not only the first."""
    words = ["abandon", "ability", "able", "about", "above", "absent", "absorb", "abstract",
             "absurd", "abuse", "access", "accident"]  # fmt: skip
    for text in _forms(f"mnemonic: {' '.join(words)}"):
        out = redact(text)
        assert not any(word in out for word in words[1:]), out


def test_a_card_pin_of_digits_is_hidden() -> None:
    """Short numeric codes under card names are hidden too."""
    assert redact("cvv=123") == f"cvv={REDACTED}"
    assert redact("pin: 4821") == f"pin: {REDACTED}"


def test_an_aws_secret_near_its_key_id_is_hidden() -> None:
    """The 40-character secret after an access key id is hidden in prose."""
    secret = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
    for text in (
        f"AKIAIOSFODNN7EXAMPLE / {secret}",
        f"key id AKIAIOSFODNN7EXAMPLE secret {secret}",
    ):
        assert secret not in redact(text)


@pytest.mark.parametrize("kind", ["st", "pt", "sa", "ct"])
def test_doppler_tokens_are_hidden(kind: str) -> None:
    """Doppler's service, personal, service-account and CLI tokens."""
    body = secrets.token_hex(22)
    assert body not in redact(f"DOPPLER_TOKEN dp.{kind}.{body} failed")


INNOCENT = [
    "the token is invalid", "your password is too short", "api key is required",
    "The token has expired", "token count 1532", "key id not found",
    "a token 550e8400e29b41d4 was used",
    "password reset email sent to a@b.com", "ping timeout after 30s", "pin the version to 2.1",
    "spinner=dots", "pinned=true", "ping=12ms", "session expired", "the otp was sent",
    "seed the database", "seed=42", "random_seed: 1234", "session_timeout=30", "sessions=12",
    "session_count: 4", "database=shop", "database_name=orders", "connection=keep-alive",
    "Connection refused", "dsn_count=3", "password_policy:\n  min_length: 12",
    "credentials:\n  username: bob\n  region: eu", "opinion=positive", "cv=0.42",
    "cvs_store=12", "otp_sent=true", "the key reports/2024/q3.csv was not found",
    "cache key user_123_profile was evicted",
    "primary key 550e8400-e29b-41d4-a716-446655440000 exists",
    "export PATH /usr/local/bin", "set timeout 30", "curl -u admin https://x.example",
    "docker run -u 1000:1000 image", "docker run -u app:app image", "git push -u origin main",
    "api_key is missing", "the secret is out", "Your secret is safe with us",
    "令牌已过期", "密码错误", "API密钥无效，请检查", "mnemonic: not set", "phrase=hello world",
    "password\tmissing", "idempotency key order-77812-retry reused", "token_count <= 100",
    "DATABASE_URL=postgres://db.internal:5432/app", "the session ended",
]  # fmt: skip


@pytest.mark.parametrize("text", INNOCENT)
def test_near_misses_are_unchanged(text: str) -> None:
    """Sentences and names that only look like the new rules come out as they went in."""
    for form in _forms(text):
        assert redact(form) == form


def test_a_url_under_a_connection_name_keeps_its_host() -> None:
    """The URL rule hides the password; the host and database stay readable."""
    out = redact("DATABASE_URL=postgres://app:Pa55w0rd@db.internal:5432/shop")
    assert out == f"DATABASE_URL=postgres://app:{REDACTED}@db.internal:5432/shop"
    assert redaction.redact_value({"dsn": "mysql://u:pw@h/db"}) == {
        "dsn": f"mysql://u:{REDACTED}@h/db"
    }
    assert redaction.redact_value({"dsn": "app:pw@tcp(h)/db"}) == {"dsn": REDACTED}


@pytest.mark.parametrize(
    ("rule", "text"),
    [("name.session", "session_id={v}"), ("name.card", "cvv={v}"), ("name.connection", "dsn={v}"),
     ("name.one_time_code", "otp={v}"), ("name.seed_phrase", "seed_phrase={v}"),
     (("curl_user", "flag_pair"), "curl -u admin:{v} https://x.example"),
     (("prose", "generated_value"), "api_key is {v}")],
)  # fmt: skip
def test_each_new_rule_can_be_switched_off(rule: str | tuple[str, ...], text: str) -> None:
    """disable_rule knows every new rule and family by name."""
    value = _secret()
    assert value not in redact(text.format(v=value))
    # (and the shape row, which hides a generated value listed after any name)
    rules = ((rule,) if isinstance(rule, str) else rule) + ("bare_token",)
    assert value in RedactionPolicy().without_rules(*rules).redact(text.format(v=value))


@pytest.mark.parametrize(
    "separator", ["=", ": ", '": ', "' : ", "%3D", "%253d", "\\u003d", "\uff1a", " := "]
)
def test_the_other_stems_gate_finds_each_before_a_separator(separator: str) -> None:
    """Each stem outside the six words is seen by the gate that `redact_once` asks, as a name
    or the part of one that a separator follows; as a word of prose it is not."""
    for stem in OTHER_STEMS:
        for name in (stem, f"x_{stem}_id", f"{stem}.v2"):
            assert has_other_stem(f"got {name}{separator}v".lower()), name
        assert not has_other_stem(f"the {stem} was refused; {stem}s pending ({stem})")
    assert not has_other_stem("httpsconnectionpool(host='a', port=443): newconnectionerror")


@settings(max_examples=200, deadline=None)
@given(
    st.text(string.ascii_letters + string.digits, min_size=12, max_size=40).filter(
        lambda v: any(c.isdigit() for c in v) and any(c.isalpha() for c in v)
    ),
    st.sampled_from(PROSE + NAMES),
)
def test_any_random_value_is_hidden(value: str, template: str) -> None:
    """Whatever random letters and digits the value holds, it does not come out."""
    out = redact(template.format(v=value))
    assert value not in out
    assert redact(out) == out


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300))
def test_redaction_is_idempotent_and_never_raises(text: str) -> None:
    """Any text: a second redaction changes nothing."""
    once = redact(text)
    assert redact(once) == once
