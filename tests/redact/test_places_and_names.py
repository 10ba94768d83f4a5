"""Secrets found by where a tool puts them (flag pairs, argument dumps, conversion errors, URIs
without `//`), key names in more languages and spellings, and the facts that must survive."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, is_secret_name, redact

# --- names: more languages, head-first Romance names, CamelCase, misspellings ------------------


@pytest.mark.parametrize(
    "name",
    [
        "pasvorto", "uzanto_pasvorto", "iphasiwedi", "iphasiwedi_entsha", "kalmar_sirri",
        "сырсөз", "колдонуучу_сырсөз", "මුරපදය", "රහස්පදය", "kodeord", "adgangsfrase",
        "ססמה", "šifra", "lösenfras", "contrasigno", "sandi_baru", "nywila", "neno_la_siri",
    ],
)  # fmt: skip
def test_password_words_of_more_languages_name_a_secret(name: str) -> None:
    """A key named by a password word of a language the catalogs translate is a secret."""
    assert is_secret_name(name)


@pytest.mark.parametrize(
    "name",
    ["token_de_acesso", "chave_de_acesso", "clave_de_api", "token_del_cliente",
     "secret_du_client", "token_di_accesso", "key_do_servico", "password_de_la_base"],
)  # fmt: skip
def test_a_romance_name_is_judged_by_its_head(name: str) -> None:
    """`token_de_acesso` names a token: a Romance name puts its head before `de`."""
    assert is_secret_name(name)


@pytest.mark.parametrize(
    "name",
    ["numero_de_pedido", "modo_de_pago", "date_de_creation", "nome_do_arquivo",
     "tipo_di_file", "id_del_usuario", "mode_de_paiement"],
)  # fmt: skip
def test_a_romance_name_with_an_ordinary_head_is_no_secret(name: str) -> None:
    """`numero_de_pedido` is an order number, whatever follows its `de`."""
    assert not is_secret_name(name)


@pytest.mark.parametrize(
    "name",
    ["PassPhrase", "passPhrase", "pass_phrase", "PASS_PHRASE", "walletPassPhrase",
     "passwrd", "pasword", "paswd", "pswd", "userPasswrd", "ldap_default_authtok",
     "pam_authtok", "秘鑰", "應用秘鑰", "密鑰", "กุญแจ_api", "api_กุญแจ", "ŝlosilo"],
)  # fmt: skip
def test_camel_case_misspelt_and_traditional_names_name_a_secret(name: str) -> None:
    """A split CamelCase pass phrase, a misspelt password, a traditional-script key is a secret."""
    assert is_secret_name(name)


@pytest.mark.parametrize(
    "name", ["key_phrase", "phrase", "search_phrase", "pastword", "swd", "passed", "bypass_cache"]
)
def test_near_names_are_not_secrets(name: str) -> None:
    """A key phrase, a search phrase or a word that only looks like a password is none."""
    assert not is_secret_name(name)


# --- a `user:password` pair given to a flag ----------------------------------------------------


@pytest.mark.parametrize(
    ("command", "secret"),
    [
        ("siege -A loader:Vq8#mLz2Tk http://x", "Vq8#mLz2Tk"),
        ("hey -a bench:Rt5^wQm9Lp https://api", "Rt5^wQm9Lp"),
        ("mycli --auth svc:plainword.x host", "plainword.x"),
        ("crane copy --src-creds bot:Zm4!kLp7Qw a b", "Zm4!kLp7Qw"),
        ("tool --creds=ops:Hq2*mNz8Xc run", "Hq2*mNz8Xc"),
        ("curl -E tls/client.pem:Pw9#qLz4Mn https://m", "Pw9#qLz4Mn"),
        ('wget --basic-auth "ci:Qa1z Ws2x Ed3c Rf4v" https://x', "Qa1z Ws2x Ed3c Rf4v"),
        ("http --auth-basic robot:Lx7~pQw2Zk GET /", "Lx7~pQw2Zk"),
    ],
)  # fmt: skip
def test_the_password_half_of_a_flag_pair_is_hidden(command: str, secret: str) -> None:
    """The half after the colon of a credential pair given to a flag does not survive."""
    out = redact(f"request failed (exit 1): {command}")
    assert not any(part in out for part in secret.split())
    assert REDACTED in out


@pytest.mark.parametrize(
    "key",
    [
        "0f3c9a8b7d6e5f4a3b2c1d0e9f8a7b6c",
        "Kq2Lm8Nz4Wx6Rt9Pv3Bd",
        "sk_live_4eC39HqLyjWDarjtT1zdp7dc",
    ],
)
def test_an_api_key_given_as_the_user_of_a_pair_is_hidden(key: str) -> None:
    """`curl -u KEY:X`: a generated key in the user's place is hidden."""
    out = redact(f"401 Unauthorized: curl -u {key}:X https://api.example.org/v2/items")
    assert key not in out


@pytest.mark.parametrize(
    "text",
    [
        "docker run -p 8080:80 -p 5432:5432 img failed",
        "docker run --user 1000:1000 img failed",
        "podman run --group-add keep-groups img failed",
        "ssh -L 15432:db.internal:5432 bastion: connection refused",
        "kubectl port-forward -n infra svc/api 8443:443 failed",
        "gcc -Wl,-rpath:/opt/lib failed",
        "mount -o ro,uid:1000 failed",
    ],
)
def test_ports_ids_and_groups_in_flag_pairs_survive(text: str) -> None:
    """Port mappings, uid:gid and user:group pairs are facts, left whole."""
    assert redact(text) == text


# --- dumps of arguments and local variables; credential-named calls ---------------------------


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("--- Logging error ---\nMessage: 'u %s'\nArguments: ('kim', 'Zx9!mQ2wLp')", "Zx9!mQ2wLp"),
        ("Message: '%s %s'\nArguments: ('dsn', \"Hk4#pLz8Wq\", 3)", "Hk4#pLz8Wq"),
        ("** (FunctionClauseError) no function clause matching in Auth.login/2\n"
         "    The following arguments were given to Auth.login/2:\n        # 1\n"
         '        "kim"\n        # 2\n        "Lq7$wRt3Zp"', "Lq7$wRt3Zp"),
        ("Traceback:\nLocal Vars:\n  secretish = 'Wm3~kP8qZx'\n  user = 'kim'", "Wm3~kP8qZx"),
        ("Locals:\n    candidate = 'Tz6^nL2wQm'", "Tz6^nL2wQm"),
        ("failed: HTTPBasicAuth('kim', 'Bv5@qW9zLm')", "Bv5@qW9zLm"),
        ("failed: PasswordCredentials(\"svc\", \"Yp2%mK7wQz\")", "Yp2%mK7wQz"),
    ],
)  # fmt: skip
def test_password_shaped_values_in_dumps_are_hidden(text: str, secret: str) -> None:
    """A password-shaped string in a dump of a call's values or in a credential call is hidden."""
    assert secret not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "Message: 'saved %s'\nArguments: ('report-2026.pdf', 'kim@example.org')",
        "Locals:\n  path = '/srv/app/handlers.py'\n  retries = 3",
        'The following arguments were given to Cart.add/2:\n    # 1\n    "sku-1182"',
        "RateLimiter: TokenBucket('api', 'per-minute') exhausted",
        "LoginForm('email', 'remember-me') is invalid",
    ],
)
def test_ordinary_values_in_dumps_survive(text: str) -> None:
    """File names, emails, ids and words in a dump are facts the model needs."""
    assert redact(text) == text


# --- conversion errors and URIs without `//` ---------------------------------------------------


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("ValueError: Port could not be cast to integer value as 'Rk7mQz2p'", "Rk7mQz2p"),
        ("ValueError: invalid literal for int() with base 10: 'x9LmQ2wZ' (SIM_PIN)", "x9LmQ2wZ"),
        ("reading card_pin: invalid literal for int() with base 10: 'Qz8mK3pL'", "Qz8mK3pL"),
        ("ua: sips:4410:Wq7!zLm2@pbx.example.net register failed", "Wq7!zLm2"),
        ("xmpp:bot:Lk9#qPz4@chat.example.org auth failed", "Lk9#qPz4"),
    ],
)
def test_conversion_errors_and_opaque_uris_hide_the_password(text: str, secret: str) -> None:
    """A password quoted back by a conversion error or in a URI's user-info does not survive."""
    assert secret not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "ValueError: invalid literal for int() with base 10: 'key-rotation-days'",
        "ValueError: invalid literal for int() with base 10: 'abc' (column age)",
        "invalid literal for int() with base 16: 'zz' while reading pin count",
        "ValueError: Port could not be cast to integer value as '8080'",
        "sip:2001@voip.example.net:5060 timed out",
        "tel:+1-555-0100 unreachable",
    ],
)
def test_conversion_errors_without_a_secret_survive(text: str) -> None:
    """Numbers, names and URIs without a password stay as they are."""
    assert redact(text) == text


# --- facts that look like secrets to a careless rule ------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "wifi: association refused (ssid lab, password: set, authmode WPA2)",
        "mqtt: connect refused (user ops, password: unset)",
        "Invalid token: 'Expenses:Travel:Hotels' (ledger.beancount, line 8)",
        "perl: Can't locate object method via package 'Acme::Auth::Keys' (token: 'Acme::Auth')",
        'Parse error: Expected token: "]" (line 3)',
        "Unexpected token: ')' at 4:12",
        "JUnit: com.acme.auth.TokenRefreshTest > refreshes() FAILED",
        "org.acme.secret.SecretStoreFactoryIT failed: timeout",
        "DRM: key URI skd://0f3c9a8b7d6e5f4a3b2c1d0e9f8a7b6c rejected",
        "dune build -p lwt-unix-ssl -j 4 failed",
        "redis-cli -a cache-warmer-job failed",
    ],
)
def test_needed_facts_survive(text: str) -> None:
    """A flag's state, a ledger account, a parser token, a class name, a key's URI and a package
    name after `-p` are facts the model needs."""
    assert redact(text) == text


@pytest.mark.parametrize("length", [86, 87, 88])
def test_a_ledger_signature_survives(length: int) -> None:
    """A public-key signature of 86 to 88 letters and digits names a transaction: it stays."""
    alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
    signature = "".join(alphabet[(i * 7 + length) % len(alphabet)] for i in range(length))
    text = f"simulation failed: custom program error: 0x1 (signature {signature})"
    assert redact(text) == text


@pytest.mark.parametrize(
    "signature",
    ["5d41402abc4b2a76b9719d911017c592a1b2c3d4e5f60718293a4b5c6d7e8f90",
     "qL8zX2mN4pR6tV8wY0aB3cD5eF7gH9iJ1kL3mN5oP7q=", "Ab3_dE5-gH7iJ9kL1mN3oP5qR7sT9uV1wX3yZ5aB7c"],
)  # fmt: skip
def test_an_hmac_signature_is_still_hidden(signature: str) -> None:
    """A webhook's HMAC signature (hex or base64) after `signature` is still hidden."""
    assert signature not in redact(f"webhook rejected: signature {signature} does not match")


# --- a credential verb, an echoed option, a failed login's call, a named field, a DSN ---------


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("irc: bad password? PRIVMSG NickServ :IDENTIFY build-bot Rq4#mZ8wLp", "Rq4#mZ8wLp"),
        ("imap> a1 LOGIN kim Tz9!pQ2wLx\na1 NO [AUTHENTICATIONFAILED]", "Tz9!pQ2wLx"),
        ("redis.conf line 9: masterauth Hm6^zK3qWp", "Hm6^zK3qWp"),
        ("router(config)# username ops secret 0 Lw2$kP9mQz", "Lw2$kP9mQz"),
        ("DEBUG: Setting --proxy-password (proxypassword) to Zp5&wQ8mLk", "Zp5&wQ8mLk"),
        ("auth failed: not-authorized (Session('kim@chat.example.org', 'Qw3*zL7mP'))", "Qw3*zL7mP"),
        ('{"error":{"param":"api_secret","given":"Kx8mQ2pLz7Rw"}}', "Kx8mQ2pLz7Rw"),
        ('{"field_name":"password","received_value":"sunny-Day-42!"}', "sunny-Day-42!"),
        ("pt-table-checksum h=db5,u=repl,p=Vb7#nM2qLz failed", "Vb7#nM2qLz"),
    ],
)  # fmt: skip
def test_verbs_echoes_failed_logins_fields_and_dsns_hide_the_password(
    text: str, secret: str
) -> None:
    """A password a protocol verb, an echo, a failed login's call, a field or a DSN places is
    hidden."""
    assert secret not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "IDENTIFY failed: nick build-bot is not registered",
        "password 7 characters is too short (minimum 12)",
        "Setting --timeout (timeout) to 30",
        "authentication failed for Client('kim@example.org', 'chat.example.org')",
        '{"param":"limit","value":"5000"}',
        "pt-table-checksum h=db5,P=3306,u=repl failed",
        "LOGIN command disabled on this port",
    ],
)
def test_verbs_echoes_and_fields_without_a_secret_survive(text: str) -> None:
    """Words, numbers, hosts and ordinary parameters after the same verbs stay."""
    assert redact(text) == text
