"""Names, protocol words and prose a row finds where a secret would stand are kept, and the same
places with a real secret in them are still hidden (``_public_words``, ``_public_values``)."""

from __future__ import annotations

import pytest

import toolretry.redact

redact = toolretry.redact.redact

# Each text keeps the fact after the bar: a name, a reference, a protocol's word, prose.
KEPT = [
    # a reference, not the secret: a variable's or a header's name, a config language's path
    ("smtp: SMTP_PASSWORD_FROM=MAIL_RELAY_PASS", "MAIL_RELAY_PASS"),
    ('Settings { token_env: "GITLAB_CI_TOKEN", retries: 3 }', "GITLAB_CI_TOKEN"),
    ("secret_header = X-Hub-Signature-256", None),
    ("AUTH_TOKEN_HEADER=X-Auth-Token", "X-Auth-Token"),
    ("  12:   api_key = local.stripe_secret_key", "local.stripe_secret_key"),
    ("  admin_password = module.vault.db_admin_password", "module.vault.db_admin_password"),
    ('%Config{endpoint: "https://q.example", secret: :filtered}', ":filtered"),
    ('in auth = { password_file = "~/.config/app/pass.txt" }', "~/.config/app/pass.txt"),
    # a protocol's vocabulary: schemes and SASL mechanisms, short counts
    ("ehlo: 250-AUTH LOGIN CRAM-MD5 then AUTH=LOGIN AUTH=CRAM-MD5 offered", "AUTH=CRAM-MD5"),
    ("oauth: token_type=DPoP expires_in=600", "token_type=DPoP"),
    ("lockout: {'bad_password': 12, 'bad_otp': 2}", "'bad_password': 12"),
    # names of things: frames, git objects, resources after their kind
    ("#  [libcrypto.so.3+0x19a2f]  EVP_DecryptFinal_ex+0x3c", "EVP_DecryptFinal_ex+0x3c"),
    (
        "git show -p 4b825dc642cb6eb9a060e54bf8d69288fbee4904 failed",
        "4b825dc642cb6eb9a060e54bf8d69288fbee4904",
    ),
    ("rotated SECRET_TOKEN in pod billing-6f7c9d-k2x8q", "billing-6f7c9d-k2x8q"),
    # prose: a search's words, a sentence around a credential word, a rule's title
    ("GET /help?query=forgot+password+link&lang=de -> 502", "query=forgot+password+link&lang=de"),
    ("GET /kb?term=api%20key%20rotation&page=3 timed out", "term=api%20key%20rotation&page=3"),
    ("stunnel: option --pass-file expects a path", "--pass-file expects a path"),
    ("-ERR AUTH Password rejected by policy", "AUTH Password rejected"),
    ('Error: secret "api-signing" not found in namespace prod', 'secret "api-signing"'),
    (
        'alert: {"rule":"Weak Password Sent In The Clear (cleartext, ftp)"}',
        "Weak Password Sent In The Clear (cleartext, ftp)",
    ),
    ("Cookie: sessionid absent; CSRF check failed (Referer mismatch)", "sessionid absent"),
    # a cookie or a header named by a setting or an error, without a value
    ("403: expected cookie: XSRF-TOKEN", "XSRF-TOKEN"),
    ("gateway: token_header: Proxy-Authorization", "Proxy-Authorization"),
]


@pytest.mark.parametrize(("text", "fact"), KEPT)
def test_names_protocol_words_and_prose_are_kept(text: str, fact: str | None) -> None:
    """A name, a reference, a protocol's word or prose where a value would be survives."""
    assert (fact or text) in redact(text)


# The same places, each with a real credential in it.
SECRETS = [
    ("SMTP_PASSWORD=Kp4v_w9Lr_Q2", "Kp4v_w9Lr_Q2"),
    ('Settings { token: "glpat-Zq8vK2mX4rT9wY1nB6cD", retries: 3 }', "Zq8vK2mX4rT9wY1nB6cD"),
    ("API_KEY_HEADER=a8F3kQ9zL2mX7vB4nC6d", "a8F3kQ9zL2mX7vB4nC6d"),
    ("Authorization: Client-Key p7Fq2Kx9Lm3Vb8Nz4Wc1", "p7Fq2Kx9Lm3Vb8Nz4Wc1"),
    ("Authorization: Bearer eyJ0eXAiOiJKV1QifQ.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl", "c2lnbmF0dXJl"),
    ("api_key=XK-Pq7RtZ2vBnL9mW4cY6", "Pq7RtZ2vBnL9mW4cY6"),
    ("AUTH PLAIN AHVzZXIAc2VjcjN0UGFzcw==", "AHVzZXIAc2VjcjN0UGFzcw=="),
    ("POST /login body: user=ana&password=correct+horse+battery+staple", "correct+horse"),
    ("mysql -u root -p9xQ2vLm7Kt4w db", "9xQ2vLm7Kt4w"),
    ("redis-cli -a Zt8qW3vL9pXk2mN4 ping", "Zt8qW3vL9pXk2mN4"),
    ("token: {type: bearer, value: Vb7Nq2Lx9Kp4Wm8Zc3Rt6}", "Vb7Nq2Lx9Kp4Wm8Zc3Rt6"),
    ("signature: Basic Auth over Tls, key Qm8vZ2xK4pT7wN3c", "Qm8vZ2xK4pT7wN3c"),
    ("password: Tr0ub4dor&3x", "Tr0ub4dor&3x"),
    ("sent cookie: remember_me=Hq7vZ2kLp9Xw4Rt8", "Hq7vZ2kLp9Xw4Rt8"),
    ("cookie: gR4kW9qZ7mV2xL8pT3nB", "gR4kW9qZ7mV2xL8pT3nB"),
]


@pytest.mark.parametrize(("text", "secret"), SECRETS)
def test_same_places_with_a_real_secret_are_hidden(text: str, secret: str) -> None:
    """Where a secret does stand in the same place, it is still hidden."""
    assert secret not in redact(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("mysqldump --password letmein was refused by the server", "letmein"),
        ("vault login -method=userpass --passwd swordfish failed", "swordfish"),
        ("sshpass --pass-phrase opensesame is wrong", "opensesame"),
        ("ldapsearch --bind-password tigerlily returned 49", "tigerlily"),
    ],
)
def test_a_flags_argument_made_of_letters_is_hidden_before_prose(text: str, secret: str) -> None:
    """After a command-line flag the next word is its argument, so a letters-only password
    followed by prose is still hidden."""
    assert secret not in redact(text)


@pytest.mark.parametrize(
    "password", ["Pw-LKfFeQaqrwBphGgk", "Tk-HqwZrnLpxVbmKdw", "Db-XyZwQpLmNoRs-7"]
)
def test_a_password_shaped_like_hyphenated_words_is_not_a_header_name(password: str) -> None:
    """A random mixed-case password joined by a hyphen changes case too often to be taken
    for an HTTP header's name and kept."""
    assert password not in redact(f"login rejected: password {password} is too short")
    validation = f"password\n  String too short [input_value='{password}', input_type=str]"
    assert password not in redact(validation)
