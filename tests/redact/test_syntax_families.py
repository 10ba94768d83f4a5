"""Secrets written in the syntax of data, protocols and commands rather than `name=value`, and
the identifiers beside credential words that stay: each family tried on inputs of its own (none
taken from the held-out sets under benchmarks/)."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, redact

PASSWORD = "Wy4%nKd8qR"
KEY = "Rb7tLq2WmZx9vKc4Np8sHd3FgJ"


def _hidden(text: str, secret: str) -> None:
    out = redact(text)
    assert secret not in out, out
    assert REDACTED in out


@pytest.mark.parametrize(
    "statement",
    [
        "CREATE LOGIN etl WITH PASSWORD = '{p}', CHECK_POLICY = OFF",
        "GRANT SELECT ON *.* TO 'ro'@'10.%' IDENTIFIED BY '{p}'",
        "ALTER ROLE reporting WITH LOGIN PASSWORD '{p}' VALID UNTIL 'infinity'",
        "CREATE USER billing IDENTIFIED BY {p} QUOTA 10M ON users",
        "ALTER USER 'svc'@'localhost' IDENTIFIED WITH mysql_native_password BY '{p}'",
    ],
)
def test_sql_password_clauses(statement: str) -> None:
    """A password in a SQL statement's `IDENTIFIED BY` or `PASSWORD` clause is hidden."""
    _hidden(f"ERROR 1819: statement failed: {statement.format(p=PASSWORD)}", PASSWORD)


@pytest.mark.parametrize(
    "text",
    ["Can't find revision identified by 'c0ffee1234ab'", "CREATE USER ops IDENTIFIED EXTERNALLY"],
)
def test_sql_clauses_without_a_password_stay(text: str) -> None:
    """`identified by` outside an account statement, and a clause with no literal, stay."""
    assert redact(text) == text


@pytest.mark.parametrize(
    "text",
    [
        '{error,{auth,[{username,"deploy"},{api_key,"{p}"}]}}',
        'exit: {bad_login,[{user,<<"ops">>},{passwd,<<"{p}">>}]}',
        "Exception.Data: [DbUser, report], [DbPassword, {p}]",
        "config = { host = 'db', secret = [[{p}]] }",
        "pairs: [('region', 'eu-west-1'), ('client_secret', '{p}')]",
    ],
)
def test_credentials_as_tuples_and_terms(text: str) -> None:
    """A credential written as a tuple, term or Lua long string beside its name is hidden."""
    _hidden(text.replace("{p}", PASSWORD), PASSWORD)


@pytest.mark.parametrize(
    "text",
    ["inputs ['token', 'repository'] are allowed", "matched (password, 3) rules", "[key, none]"],
)
def test_tuples_of_names_and_numbers_stay(text: str) -> None:
    """A list of names, or a credential word beside a number or a placeholder, stays."""
    assert redact(text) == text


@pytest.mark.parametrize(
    "table",
    [
        "email;role;passwd\nann@x.io;admin;{p}\n",
        "login\tapi_token\tteam\nci\t{p}\tinfra",
        '"host","user","secret"\n"db1","app","{p}"',
        'row 3 rejected: "account","password"\n"ops","{p}"',
    ],
)
def test_csv_columns_named_for_credentials(table: str) -> None:
    """The cells under a CSV header that names a credential are hidden, the others kept."""
    out = redact(table.replace("{p}", PASSWORD))
    assert PASSWORD not in out
    assert REDACTED in out
    assert "ann@x.io" in out or "ci" in out or "db1" in out or "ops" in out


def test_csv_without_a_credential_column_stays() -> None:
    """A CSV table whose header names no credential stays whole."""
    text = "name,password_changed_at,role\nbob,2026-01-02,admin"
    assert redact(text) == text


@pytest.mark.parametrize(
    "text",
    [
        "[SQL: INSERT INTO clients (name, api_token) VALUES (?, ?)]\n[parameters: ('acme', '{p}')]",
        "INSERT INTO accounts (login, passwd, team) VALUES ('ops', '{p}', 'infra')",
        'relation "refresh_tokens" violates not-null constraint\n'
        "DETAIL:  Failing row contains (9, null, {p}).",
    ],
)
def test_sql_columns_named_for_credentials(text: str) -> None:
    """A value bound to a credential column of an insert, or in a credential table's row, is
    hidden."""
    _hidden(text.replace("{p}", KEY), KEY)


def test_a_form_data_part_named_for_a_credential() -> None:
    """The value of a multipart part named for a credential is hidden, its headers kept."""
    body = (
        '--xYz\r\nContent-Disposition: form-data; name="client_secret"\r\n'
        f"Content-Type: text/plain\r\n\r\n{PASSWORD}\r\n--xYz--"
    )
    out = redact(body)
    assert PASSWORD not in out
    assert 'name="client_secret"' in out


@pytest.mark.parametrize("field", ["apiSecret", "credentials.password", "newPassword"])
def test_a_rejected_value_of_a_credential_field(field: str) -> None:
    """A validator's echo of a credential field's rejected value is hidden."""
    text = f"Field error in object 'form' on field '{field}': rejected value [{PASSWORD}]"
    _hidden(text, PASSWORD)


@pytest.mark.parametrize(
    "trace",
    [
        "S: 334 cGFzc3dvcmQ6\r\nC: {p}\r\nS: 535 auth failed",
        "C: AUTH PLAIN AGJvYgBXeTQlbktkOHFS\r\nS: 535",
        '>> a7 LOGIN "ops@mail.example" "{p}"\n<< a7 NO [AUTHENTICATIONFAILED]',
    ],
)
def test_logins_in_protocol_traces(trace: str) -> None:
    """The password of an SMTP AUTH or IMAP LOGIN in a protocol trace is hidden."""
    text = trace.replace("{p}", PASSWORD)
    secret = PASSWORD if "{p}" in trace else "AGJvYgBXeTQlbktkOHFS"
    _hidden(text, secret)


@pytest.mark.parametrize(
    "text", ["please login again later", "S: 334 VXNlcm5hbWU6\r\nC: b3Bz\r\nS: 334"]
)
def test_traces_without_a_password_stay(text: str) -> None:
    """A sentence with `login`, and the user's line of an SMTP trace, stay."""
    assert redact(text) == text


@pytest.mark.parametrize(
    "text",
    ["signing_secret(base64)={p} rejected", "api_key (hex): {p}", "passwd(utf-8)={p}"],
)
def test_a_name_with_a_note_of_its_encoding(text: str) -> None:
    """A value under a credential name noted with its encoding (`(hex)`) is hidden."""
    _hidden(text.replace("{p}", PASSWORD), PASSWORD)


@pytest.mark.parametrize(
    "text",
    [
        "DETAIL:  Key (api_key_id)=(ak-prod-17) already exists.",
        "Key (token_kind)=(refresh) is not present in table",
    ],
)
def test_a_column_in_parentheses_is_no_encoding_note(text: str) -> None:
    """A database's `Key (column)=(value)` detail stays: the note is a column, not an encoding."""
    assert redact(text) == text


def test_a_shell_value_spliced_with_an_escaped_quote() -> None:
    """A single-quoted shell value with a `'\\''` splice is hidden whole."""
    text = "env: SMTP_PASSWORD='Lk2'\\''Vz9#qT' not exported"
    out = redact(text)
    assert "Vz9#qT" not in out
    assert "Lk2" not in out
