"""Secrets after an escaped line break (text written by repr() or json.dumps()), encoded values
that start with `%23`, plural token names, name/value pairs in parameters, and OAuth responses
that say `token_type=bearer` without holding a token."""

from __future__ import annotations

import io
import json
import logging
import random
import string
from collections.abc import Iterator

import pytest

from toolretry import smart_retry_with_observation
from toolretry.redact import redact, redact_value

_RNG = random.Random(20261201)
_ALNUM = string.ascii_letters + string.digits


def _random(n: int, alphabet: str = _ALNUM) -> str:
    return "".join(_RNG.choice(alphabet) for _ in range(n))


def _secrets() -> Iterator[tuple[str, str]]:
    """(text holding a secret, the part that must not be shown), several families."""
    for _ in range(3):
        body = _random(36)
        yield "ghp_" + body, body
        body = _random(40)
        yield "sk-proj-" + body, body
        body = _random(28, _ALNUM + "-_")
        yield "Bearer " + body, body
        body = _random(20)
        yield "api_key=" + body, body
        body = _random(16)
        yield "password: " + body, body
        body = _random(24)
        yield f"postgres://app:{body}@db.internal:5432/x", body
        head, claims, sig = _random(20), _random(30), _random(43, _ALNUM + "-_")
        yield f"eyJ{head}.eyJ{claims}.{sig}", claims


SECRETS = list(_secrets())


def _assert_hidden(template: str, length: int) -> None:
    """A random value put in ``template`` at ``{v}`` comes out hidden, not even in part."""
    value = _random(length)
    out = redact(template.format(v=value))
    assert value[:8] not in out, out
    assert "[REDACTED]" in out


BREAKS = ["\n", "\t", "\r", "\r\n", "\n\n", "\n\t"]
WRITERS = {
    "repr": repr,
    "dict repr": lambda text: repr({"error": "denied", "body": text}),
    "json": json.dumps,
    "KeyError": lambda text: str(KeyError(text)),
    "tuple args": lambda text: str(ValueError("bad", text)),
}


@pytest.mark.parametrize("writer", list(WRITERS))
@pytest.mark.parametrize("line_break", BREAKS, ids=repr)
def test_a_secret_right_after_an_escaped_break_is_hidden(writer: str, line_break: str) -> None:
    for secret, hidden in SECRETS:
        text = WRITERS[writer](f"request failed{line_break}{secret}{line_break}at line 3")
        out = redact(text)
        assert hidden[:8] not in out, (text, out)
        assert redact(out) == out  # Idempotent.
        # The escapes are written back: no real line break appears where there was none.
        assert not {"\n", "\t", "\r"} & set(out), out


@pytest.mark.parametrize(
    "text",
    [
        r"C:\new\temp\reports\2026.csv",
        r"'line one\nline two\ttabbed\r\n'",
        "mixed: a real\nbreak and an escaped \\n one",
        "a backslash before a real break \\\nand then text",
        r"regex \d+\s*\w+ and \\n doubled",
        json.dumps({"msg": "two\nlines", "path": "C:\\new"}),
    ],
)
def test_text_with_escapes_and_no_secret_comes_back_unchanged(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize("line_break", ["\n", "\t", "\r\n"], ids=repr)
def test_every_channel_of_a_failed_call_hides_it(line_break: str) -> None:
    body = _random(36)
    token = "ghp_" + body

    @smart_retry_with_observation(max_retries=0)
    def lookup(city: str) -> str:
        raise KeyError(f"{city}{line_break}{token}")

    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
    logger = logging.getLogger("toolretry")
    old_level = logger.level
    logger.addHandler(handler)
    logger.setLevel(logging.DEBUG)
    try:
        observation = lookup.observe("Paris")
        text = lookup("Paris")
    finally:
        logger.removeHandler(handler)
        logger.setLevel(old_level)
    channels = {
        "text": text,
        "full": observation.to_text("full"),
        "json": observation.to_json(),
        "log": stream.getvalue(),
    }
    assert "Paris" in channels["text"]
    assert stream.getvalue(), "nothing was logged at DEBUG"
    for name, output in channels.items():
        assert body[:8] not in output, (name, output)


@pytest.mark.parametrize(
    "text",
    [
        "q=api_key%3D%23{v}",
        "next=%2Fcb%3Ftoken%3D%23{v}%26page%3D2",
        "next=%2Fcb%3Fpassword%3D{v}%23frag",
        "u=https%3A%2F%2Fx.test%2F%3Fsecret%3D%23%23{v}",
    ],
)
def test_an_encoded_value_holding_a_hash_sign_is_hidden(text: str) -> None:
    _assert_hidden(text, 22)


@pytest.mark.parametrize(
    "text",
    [
        "token_type=bearer expires_in=3600",
        "token_type=Bearer&expires_in=3599&scope=read",
        "token_type: bearer expires_in: 7200 scope: openid",
        '{"token_type": "bearer", "expires_in": 3600}',
        "scheme=bearer realm=api error=invalid_request",
    ],
)
def test_an_oauth_response_without_a_token_is_unchanged(text: str) -> None:
    assert redact(text) == text


def test_a_bearer_token_with_padding_is_still_hidden() -> None:
    for _ in range(20):
        value = _random(_RNG.randint(8, 60), _ALNUM + "-._~+/") + "=" * _RNG.randint(0, 2)
        out = redact(f"sent Bearer {value} to the proxy")
        assert out == "sent Bearer [REDACTED] to the proxy", (value, out)


def test_plural_token_names_hide_credentials_and_keep_counts() -> None:
    value = _random(24)
    for name in ("access_tokens", "refreshTokens", "api_tokens", "AUTH_TOKENS", "accesstokens"):
        assert value not in redact(f"{name}={value}"), name
        assert redact_value({name: [value]}) == {name: "[REDACTED]"}
    for name in ("tokens", "max_tokens", "total_tokens", "completion_tokens", "inputTokens"):
        assert redact(f"{name}=1532 used") == f"{name}=1532 used"
        assert redact_value({name: 1532}) == {name: 1532}


def test_name_value_pairs_in_parameters_hide_the_value() -> None:
    value = _random(20)
    cases = [
        [["password", value]],
        [("api_key", value), ("city", "Paris")],
        {"Name": "DB_PASSWORD", "Value": value},
        [{"name": "client_secret", "value": value}, {"name": "REGION", "value": "eu-west-1"}],
        {"ParameterKey": "MasterUserPassword", "ParameterValue": value},
        {"env": [{"name": "GITHUB_TOKEN", "value": value}]},
    ]
    for case in cases:
        out = json.dumps(redact_value(case))
        assert value not in out, out
        assert "[REDACTED]" in out
    # Neighbours that name nothing secret are kept as they are.
    assert redact_value([{"name": "REGION", "value": "eu-west-1"}]) == [
        {"name": "REGION", "value": "eu-west-1"}
    ]
    assert redact_value(["password", None]) == ["password", None]  # Missing: says so.
    assert redact_value(["city", "Paris"]) == ["city", "Paris"]
    # A list of two field names, not a pair in a list of pairs: nothing to hide.
    assert redact_value(["password", "email"]) == ["password", "email"]
    assert redact_value([["password", None]]) == [["password", None]]


@pytest.mark.parametrize("scheme", ["postgres", "mysql", "redis", "amqp", "mongodb+srv", "https"])
@pytest.mark.parametrize("mark", ["#", "?", "#?", "?/#"])
def test_a_url_password_holding_a_raw_hash_or_question_mark_is_hidden(
    scheme: str, mark: str
) -> None:
    before, after = _random(7), _random(9)
    out = redact(f"connect failed: {scheme}://app:{before}{mark}{after}@db.internal:5432/main")
    assert before not in out, out
    assert after not in out, out
    assert out == f"connect failed: {scheme}://app:[REDACTED]@db.internal:5432/main"


def test_a_query_after_a_url_password_is_still_shown() -> None:
    text = "https://u:{pw}@host.test/path?email=bob@example.com#top"
    pw = _random(14)
    assert redact(text.format(pw=pw)) == text.format(pw="[REDACTED]")


@pytest.mark.parametrize(
    "template",
    [
        "tool --api-key {v} --verbose",
        "mysql -u root --password {v} -h db",
        "psql --PGPASSWORD\t{v}",
        "cli -client_secret {v}",
        "<password>{v}</password>",
        "<ApiKey>{v}</ApiKey>",
        '<clientSecret encoding="plain">{v}</clientSecret>',
        "<auth_token>\n  {v}\n</auth_token>",
    ],
)
def test_a_flag_or_element_holding_a_secret_is_hidden(template: str) -> None:
    _assert_hidden(template, 18)


def test_a_failed_commands_argument_list_hides_its_password() -> None:
    import subprocess

    value = _random(16)
    error = subprocess.CalledProcessError(1, ["mysql", "-u", "root", "--password", value, "db"])
    out = redact(str(error))
    assert value not in out
    assert "'--password', '[REDACTED]', 'db'" in out


@pytest.mark.parametrize(
    "text",
    [
        "docker login --password-stdin -u bob",
        "run --no-password --verbose",
        "use --token-file /etc/app/token.txt now",
        "git log --max-tokens 10",
        "<Error><Code>NoSuchKey</Code><Key>reports/2026/q3.csv</Key></Error>",
        "<password></password><token>null</token>",
        "pip install -e .[dev] --upgrade",
    ],
)
def test_flags_and_elements_without_a_secret_are_unchanged(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "value",
    [
        __import__("collections").deque(range(1_000_000)),
        __import__("array").array("q", range(1_000_000)),
        __import__("collections").UserList(range(1_000_000)),
        {n: n for n in range(1_000_000)}.keys(),
    ],
    ids=["deque", "array", "UserList", "keys-view"],
)
def test_a_big_sequence_in_parameters_is_shown_by_a_bounded_prefix(value: object) -> None:
    shown = redact_value({"rows": value})
    rows = shown["rows"]
    assert isinstance(rows, list)
    assert rows[:3] == [0, 1, 2]
    assert len(rows) <= 21
    assert "more items" in rows[-1]


@pytest.mark.parametrize(
    "template",
    [
        "dict_items([('api_key', '{v}')])",
        "headers=[('Accept', 'json'), ('X-Api-Key', '{v}')]",
        '[["client_secret", "{v}"]]',
        "(\"refresh_token\",\t'{v}')",
    ],
)
def test_a_quoted_pair_holding_a_secret_is_hidden(template: str) -> None:
    _assert_hidden(template, 20)


@pytest.mark.parametrize(
    "text",
    [
        'missing fields: ["username", "password", "email"]',
        "[('city', 'Paris'), ('lang', 'fr')]",
        "('token', '')",
        "[('max_tokens', '100')]",
    ],
)
def test_quoted_pairs_without_a_secret_are_unchanged(text: str) -> None:
    assert redact(text) == text
