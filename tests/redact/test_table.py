"""The rule table: every row's own test vectors, switching rows off, and the one splice."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, RedactionPolicy, redact, rule_names
from toolretry.redact._engine import KEEP, Rule, Scan, hide, looks_generated, merged
from toolretry.redact._table import TABLE

HIDES = [(rule.id, given, wanted) for rule in TABLE for given, wanted in rule.hides]
KEEPS = [(rule.id, given) for rule in TABLE for given in rule.keeps]


@pytest.mark.parametrize(("rule", "given", "wanted"), HIDES)
def test_each_row_hides_its_vectors(rule: str, given: str, wanted: str) -> None:
    """Each row's secret vectors come out exactly as the row says, names and prefixes kept."""
    assert redact(given) == wanted


@pytest.mark.parametrize(("rule", "given"), KEEPS)
def test_each_row_keeps_its_innocent_vectors(rule: str, given: str) -> None:
    """Each row's innocent vectors come out unchanged."""
    assert redact(given) == given


@pytest.mark.parametrize("rule", TABLE, ids=[rule.id for rule in TABLE])
def test_every_row_is_a_rule_name(rule: Rule) -> None:
    """Every row can be named to disable_rule (by its own id, or by the rule it is part of)."""
    assert rule.name in rule_names()
    assert rule.name in RedactionPolicy().without_rules(rule.name).disabled_rules


@pytest.mark.parametrize(
    ("spans", "wanted"),
    [
        ([(5, 9), (0, 2)], [(0, 2), (5, 9)]),
        ([(0, 4), (2, 6)], [(0, 6)]),
        ([(0, 4), (4, 6)], [(0, 6)]),
        ([(3, 3), (1, 2)], [(1, 2)]),
        ([(0, 10), (2, 4)], [(0, 10)]),
    ],
)
def test_spans_are_sorted_and_joined(
    spans: list[tuple[int, int]], wanted: list[tuple[int, int]]
) -> None:
    """Overlapping and touching spans become one; empty ones vanish."""
    assert merged(spans) == wanted


@pytest.mark.parametrize(
    ("first", "second"),
    [((2, 9), (9, 13)), ((2, 13), (5, 9)), ((2, 7), (7, 13)), ((2, 5), (5, 13))],
)
def test_touching_spans_from_several_rules_are_spliced_once(
    first: tuple[int, int], second: tuple[int, int]
) -> None:
    """Spans of two rules that touch or nest give one marker, never two side by side."""
    text = "a=SECRETVALUE b"
    one = Rule("one", (), lambda scan: [first], "", ())
    two = Rule("two", (), lambda scan: [second], "", ())
    assert hide((one, two), Scan(text, text.lower())) == f"a={REDACTED} b"


def test_an_earlier_row_decides_the_place_it_claimed() -> None:
    """A later row's span that overlaps an earlier row's is dropped: the earlier, more exact
    row found where that value ends (`key_value` before the password row's wider guess)."""
    text = "?password=hunter2&page=2"
    exact = Rule("exact", (), lambda scan: [(10, 17)], "", ())
    wide = Rule("wide", (), lambda scan: [(10, 24)], "", ())
    assert hide((exact, wide), Scan(text, text.lower())) == f"?password={REDACTED}&page=2"


def test_a_kept_piece_is_not_hidden_by_a_later_row() -> None:
    """A piece an earlier row claims to keep (a vendor prefix) survives a broader later row."""
    text = "api_key=sk-SECRETSECRET"
    token = Rule("token", (), lambda scan: [(8, 11, KEEP), (11, 23)], "", ())
    value = Rule("value", (), lambda scan: [(8, 23)], "", ())
    assert hide((token, value), Scan(text, text.lower())) == f"api_key=sk-{REDACTED}"


def test_a_rule_runs_only_where_its_cue_is() -> None:
    """A row whose cue is absent from the text is not asked for spans."""
    asked: list[str] = []

    def find(scan: Scan) -> list[tuple[int, int]]:
        asked.append(scan.text)
        return []

    rule = Rule("cued", ("needle",), find, "", ())
    hide((rule,), Scan("haystack only", "haystack only"))
    hide((rule,), Scan("a needle here", "a needle here"))
    assert asked == ["a needle here"]


@pytest.mark.parametrize(
    "text",
    [
        "api_key: Q7b8gp28nsmzHZ4x\n    q6lh6Uiv3PkR0a",
        "Authorization: Bearer Q7b8gp28nsmzHZ4x\n\tq6lh6Uiv3PkR0a",
        "password=Q7b8gp28ns\\\nmzHZ4xq6lh6Uiv3PkR0a",
    ],
)
def test_a_value_wrapped_onto_the_next_line_is_hidden_whole(text: str) -> None:
    """The piece of a value continued on the next line is hidden with the rest."""
    out = redact(text)
    assert "q6lh6Uiv3PkR0a" not in out
    assert "mzHZ4x" not in out


def test_the_next_sentence_after_a_hidden_value_stays() -> None:
    """A plain word on the next line is not taken for the rest of a value."""
    assert (
        redact("password=hunter2\n  Traceback follows")
        == f"password={REDACTED}\n  Traceback follows"
    )


@pytest.mark.parametrize(
    "value",
    [
        "Q7b8gp28nsmzHZ4xq6lh6Uiv3Pk",
        "4c781c1161812e489b9bcada7c6a5904",
        "hf_QmZtWkRnPxLbVcYdHgFsJeKa",
    ],
)
def test_generated_values_look_generated(value: str) -> None:
    """Keys of mixed letters and digits, long hex keys and mixed-case tokens look generated."""
    assert looks_generated(value)


@pytest.mark.parametrize(
    "value",
    [
        "550e8400-e29b-41d4-a716-446655440000",
        "uploads/2026/a1b2c3d4/e5f6g7h8.parquet",
        "user_123_profile_cache",
        "passwordConfirmation",
        "0x7f3a9b2c4d5e6f70",
        "3f786850e387550f",
        "completion_tokens=80",
    ],
)
def test_identifiers_do_not_look_generated(value: str) -> None:
    """UUIDs, object keys, snake_case names, camelCase words and short hashes are facts."""
    assert not looks_generated(value)


SECRET = "Xq7!vR2#kP9m"
TOKEN = "Zr4tq9LmW2xYb7KcN3pQ8sVd"


@pytest.mark.parametrize(
    "template",
    [
        "mysql -h db -u app -p{s} shop",
        "redis-cli -h cache -a {s} INFO",
        "ldapwhoami -x -D cn=admin -w {s}",
        "sqlcmd -S db -U sa -P {s} -Q 'select 1'",
        "['sshpass', '-p', '{s}', 'ssh', 'host']",
        "tool --db-password {s} --verbose",
        "keytool -list -storepass {s}",
        "nmcli con modify wifi wifi-sec.psk {s}",
        "lftp -u deploy,{s} sftp://files",
        "sqlplus scott/{s}@//db:1521/ORCL: ORA-01017: invalid username/password",
    ],
)
def test_command_lines_hide_the_secret_they_take(template: str) -> None:
    """A secret given to a command by a flag, an argv list or after a user is hidden."""
    out = redact(template.format(s=SECRET))
    assert SECRET not in out
    assert REDACTED in out


@pytest.mark.parametrize(
    "text",
    [
        "mkdir -p build/out",
        "ssh -p 2222 deploy@10.0.0.1",
        "curl -w '%{http_code}' https://x.example",
        "git commit -a -m wip",
        "pip install -r requirements.txt",
        "docker run -e DEBUG=1 -p 8080:80 app",
        "ls -a /tmp && grep -w needle file.txt",
    ],
)
def test_command_lines_without_a_secret_are_unchanged(text: str) -> None:
    """Ports, paths, formats and plain words after flags are left as they are."""
    assert redact(text) == text


@pytest.mark.parametrize(
    "template",
    [
        "密码：{s}", "パスワード: {s}", "비밀번호={s}", "пароль — {s}", "Passwort = {s}",
        "mot de passe : {s}", "contraseña: {s}", "senha={s}", "كلمة المرور: {s}",
        "wachtwoord: {s}", "hasło={s}", "şifre: {s}", "password\u00a0:\u00a0{s}",
        "password\uff1a{s}", "password \u2254 {s}", "password => {s}", "the password was: {s}",
    ],
)  # fmt: skip
def test_password_names_in_many_languages_and_separators(template: str) -> None:
    """A password after its name, in many languages and after any separator, is hidden."""
    assert SECRET not in redact(template.format(s=SECRET))


@pytest.mark.parametrize(
    "template",
    [
        "访问令牌 {t} 已失效", "APIキー {t}", "토큰 {t} 만료", "токен {t} отозван",
        "Schlüssel {t} ungültig", "clé {t} invalide", "clave {t} no válida", "chave {t} inválida",
        "auth failed for {t}", "secret -> {t}", "token\u3000{t}", "key1{t}",
    ],
)  # fmt: skip
def test_a_generated_value_near_a_credential_word_is_hidden(template: str) -> None:
    """A value that looks generated, close after a credential word of any language, is hidden."""
    assert TOKEN not in redact(template.format(t=TOKEN))


@pytest.mark.parametrize(
    "header",
    [
        'Digest username="bob", realm="r", nonce="abc", response="{t}"',
        "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20260101/s3/aws4_request, Signature={t}",
        'Hawk id="x", ts="1", nonce="y", mac="{t}"',
        "SSWS {t}",
        "Negotiate {t}",
        "Custom-Scheme {t}",
    ],
)
def test_every_authorization_scheme_hides_its_value(header: str) -> None:
    """The value of an Authorization header is hidden whatever its scheme."""
    assert TOKEN not in redact(f"Authorization: {header.format(t=TOKEN)}")


def test_a_row_added_to_the_table_runs_where_its_cue_is(monkeypatch: pytest.MonkeyPatch) -> None:
    """A row appended to the table, unknown to the gate, hides its spans where its cue is."""
    import re

    from toolretry.redact import _pipeline

    acme = re.compile(r"acme_live_([A-Za-z0-9]{40})")
    row = Rule(
        "acme",
        ("acme_live_",),
        lambda scan: (match.span(1) for match in acme.finditer(scan.text)),
        "the prefix",
        (),
    )
    monkeypatch.setattr(_pipeline, "TABLE", (*_pipeline.TABLE, row))
    policy = RedactionPolicy()
    value = "Qz" * 20
    assert policy.redact(f"x acme_live_{value} y") == f"x acme_live_{REDACTED} y"
    assert policy.redact("acme_live_docs is a page") == "acme_live_docs is a page"
