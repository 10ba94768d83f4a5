"""A code announced to someone (`Your code is 482913.`, in any language that writes the word for
code), a sign-in link's generated query values, a passphrase of accented words, a client set up
with a user and a password, a Romance name's adjective after its head (`pin_telefonico`), an
argument's name whose only English word is the credential's (`otp_mpesa`); and the facts that
stay next to them."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, RedactionPolicy, redact

_POLICY = RedactionPolicy()


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("Your login code is 583920. It expires in 10 minutes.", "583920"),
        ("Acme: your code: 70213", "70213"),
        ("Tu código para entrar es 448812, no lo compartas.", "448812"),
        ("Il tuo codice di accesso è 551902.", "551902"),
        ("O código que você recebeu é 902231?", "902231"),
        ("Votre code de déblocage est 310775.", "310775"),
        ("Kod ou pou konekte se 660417.", "660417"),
        ("Bo kode di entrada ta 219954 — no kompartí.", "219954"),
        ("Jouw code om in te loggen is 880132.", "880132"),
        ("Codi d'accés enviat: 44017390", "44017390"),
        ("[Errno 2] No such file: 'Votre code de retrait est 843215.'", "843215"),
    ],
)
def test_a_code_announced_to_someone_is_hidden(text: str, secret: str) -> None:
    out = redact(text)
    assert secret not in out
    assert REDACTED in out


@pytest.mark.parametrize(
    "text",
    [
        "error code 4012 from gateway",
        "Gateway returned error code 5031.",
        "The HTTP status code was 5030.",
        "Le code postal est 75001.",
        "tu código de pedido es 483920.",
        "order code 98231.",
        "Promo code 202612 applied to the basket.",
        "HTTP 400 (code 21211, more_info https://example.test/errors/21211)",
        "statusCode=401; code=40160]",
        "result code 1012",
        "Napoleonic Civil Code 1804.",
        "code 1234 took 1200 ms",
        "SAP: company code 1000, document 2478202407",
        "publisher code NZ95406.",
        "Banco: código de agencia 0341.",
        "error: code 4012.",
    ],
)
def test_a_code_named_as_what_a_model_needs_stays(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "Sign in with https://app.example.test/login/magic?t=Xq8vLz2TmW5kXp9RcN3bYd7F",
            "Xq8vLz2TmW5kXp9RcN3bYd7F",
        ),
        (
            "Join: https://team.example.test/invite/accept?team=ops&k=Qm7xR2kLp9WzT4vNc8Hy3Bd",
            "Qm7xR2kLp9WzT4vNc8Hy3Bd",
        ),
        (
            "reset link https://id.example.test/password/reset?token_value=f8Kq2LmX9pZr4TvW7nYc",
            "f8Kq2LmX9pZr4TvW7nYc",
        ),
    ],
)
def test_a_sign_in_link_s_generated_query_value_is_hidden(text: str, secret: str) -> None:
    out = redact(text)
    assert secret not in out
    assert "example.test/" in out


@pytest.mark.parametrize(
    "text",
    [
        "https://app.example.test/login?redirect_uri=https%3A%2F%2Fapp.example.test%2Fhome",
        "https://app.example.test/auth/verify?user_id=u_88123904&lang=de",
        "https://shop.example.test/orders?page=2&sort=created",
    ],
)
def test_a_link_s_ids_redirects_and_other_paths_stay(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Tu frase secreta: café niño árbol pájaro", "café niño árbol pájaro"),
        ("Frase de recuperação: maçã coração avião limão", "maçã coração avião limão"),
        ("your secret words: lantern orchid ember saffron", "lantern orchid ember saffron"),
        ("mots secrets du portefeuille: forêt rivière étoile glaçon", "forêt rivière étoile"),
        ("seed words, keep offline: hummingbird marmalade tortoise", "hummingbird marmalade"),
    ],
)
def test_a_phrase_of_drawn_words_with_accents_is_hidden(text: str, words: str) -> None:
    assert words not in redact(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("conn = Connection('A7f3c9d1e5b2f8a4', 'Zt9Kq2LmX8pWr4Tv')", "Zt9Kq2LmX8pWr4Tv"),
        ("$c = new Client('ops@example.test', 'Rw7.qLm2Xz');", "Rw7.qLm2Xz"),
        ("api = ApiClient('svc-reports', 'Hq3!vTz8Lp')", "Hq3!vTz8Lp"),
    ],
)
def test_a_client_set_up_with_a_user_and_a_password_hides_the_password(
    text: str, secret: str
) -> None:
    out = redact(text)
    assert secret not in out
    assert "Client(" in out or "Connection(" in out


@pytest.mark.parametrize(
    "text",
    [
        "db = Connection('db.example.test', 'orders_2024')",
        "client = Client('https://api.example.test', 'v2.1.0')",
        "c = Client('reports', 'eu-west-1')",
    ],
)
def test_a_client_s_host_region_and_names_stay(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "name",
    ["pin_telefonico", "clave_secreta", "token_privado", "senha_provisoria", "chiave_segreta"],
)
def test_a_romance_name_s_adjective_after_its_head_names_the_head(name: str) -> None:
    assert _POLICY.redact_params({name: "Vb7.nP3qXe"})[name] == REDACTED


@pytest.mark.parametrize("name", ["pin_telefonico", "token_privado", "secret_bancaria"])
def test_such_a_name_in_a_json_text_hides_its_value_only(name: str) -> None:
    assert redact(f'{{"{name}": "Vb7.nP3qXe", "idioma": "es"}}').count(REDACTED) == 1


@pytest.mark.parametrize("name", ["token_estado", "key_formato", "pin_total", "password_policy"])
def test_a_head_s_other_field_stays(name: str) -> None:
    assert _POLICY.redact_params({name: "activo"})[name] == "activo"


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("otp_mpesa", "482019"),
        ("code_ekopesa", "55190231"),
        ("pinKodzeni", "7730"),
        ("phrase_kuhifadhi", "mti jiwe maji nyota"),
    ],
)
def test_an_argument_whose_only_english_word_is_the_credential_s_is_hidden(
    name: str, value: str
) -> None:
    assert _POLICY.redact_params({name: value})[name] == REDACTED


@pytest.mark.parametrize(
    ("name", "value"),
    [("otp_length", "6"), ("code_postal", "75001"), ("otp_channel", "sms"), ("code", "E1042")],
)
def test_an_argument_s_english_qualifier_still_reads(name: str, value: str) -> None:
    assert _POLICY.redact_params({name: value})[name] == value


@pytest.mark.parametrize(
    "text",
    [
        "flags: tokenizer: cl100k_base token_count: 1,847",
        "tokenizer_name=o200k_base",
        'WWW-Authenticate: Bearer resource_metadata="https://mcp.example.test/.well-known/x"',
        "WWW-Authenticate: Bearer error=invalid_token",
        "Google OAuth: token refreshed for client 42",
        "api key: rotated",
        "signature_header: X-BX-SIGNATURE",
        "api_key_header: X-API-KEY",
        "Le mot de passe expire : Jamais",
        "password expires: never",
        "configSchema: apiKey: {type: string, description: Acme API key}",
        '"apiKey": {"type": "string", "minLength": 20}',
        'request.setValue("Bearer \\(token)", forHTTPHeaderField: "Authorization")',
        "D AuthRepository: signInWithEmail:success uid=JqYjJIiIeXltr3rHEMi59u1yQoPH",
        "फ़ाइल नहीं मिली: C:\\Users\\dev\\keys\\id_ed25519.pub",
        "mcp: progressToken exp-41 progress 60/100",
    ],
)
def test_names_verdicts_schemas_and_paths_stay(text: str) -> None:
    assert redact(text) == text


def test_a_cookie_header_ends_at_the_next_header_on_its_line() -> None:
    request = "X-Request-Id: 5b2f0c1d-3e4a-4b5c-8d6e-7f8091a2b3c4"
    text = f"Set-Cookie: sid=Zx8kLm2QpR7vTy3W; Path=/ {request}"
    out = redact(text)
    assert "Zx8kLm2QpR7vTy3W" not in out
    assert out.endswith(request)


@pytest.mark.parametrize(
    "text",
    [
        "MasterAuth: Qm4!vT9zLp",
        "TLSPSKValue=6c3afe7c9fb42ab76bb0ef7999b564717021560ed6ef4f67",
        "token: {type: bearer, value: XEJCvgrKJgXL8z8-DLh2IVr89hGhe-XLAqK}",
        '{"value":"portal login: soporte / HHPFDZ@XjPRs"}]}}',
    ],
)
def test_a_credential_next_to_those_keeps_is_still_hidden(text: str) -> None:
    out = redact(text)
    assert REDACTED in out
    for secret in ("Qm4!vT9zLp", "6c3afe7c9fb4", "XEJCvgrKJgXL8z8", "HHPFDZ@XjPRs"):
        assert secret not in out


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("<key>password</key>\n<string>gtdk-vwbi-tryw-kvqk</string>", "gtdk-vwbi-tryw-kvqk"),
        ("<dict><key>API_TOKEN</key> <string>harbor lantern</string></dict>", "harbor lantern"),
        (
            '{"values":[["Name","Login","Temp password"],["Ada","ada1","uZaL0R@ZtnDE"]]}',
            "uZaL0R@ZtnDE",
        ),
        (
            "rows: [['host', 'api_key'], ['eu-1', 'k_live_8812xz'], ['us-2', 'k_live_9913yq']]",
            "9913yq",
        ),
        ('headers = {"Authorization": "Basic " + btoa("svc:Pa55w0rd!")}', "Pa55w0rd!"),
        ('auth = base64.b64encode(b"reports:winter-lantern-9").decode()', "winter-lantern-9"),
        ("Type 'QIx5B4@QmKfe' into \"Password\" SecureTextField", "QIx5B4@QmKfe"),
        ('fill "amber tide orchid" in the "Recovery phrase" box', "amber tide orchid"),
        (
            'curl "https://dyn.example.test/update.php?Z9kQ2LmX8pWr4TvNc7Hy3Bd"',
            "Z9kQ2LmX8pWr4TvNc7Hy3Bd",
        ),
        ("其暗號為 Ht38PX@ZoHT1，勿泄於外。", "Ht38PX@ZoHT1"),
        ("祕密番號 22699782", "22699782"),
        ("Nampan: 941994", "941994"),
        ("Helu huna hou: 73015582. Mahalo.", "73015582"),
        ("Upu lilo fou: kauri banyan frangipani mangrove teak", "kauri banyan frangipani"),
    ],
)
def test_a_secret_placed_by_its_document_is_hidden(text: str, secret: str) -> None:
    assert secret not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "<key>teamID</key>\n<string>7Q2XK9L3MZ</string>",
        '{"range":"Sheet1!A1:C3","values":[["Name","Role"],["Ada","Nurse"]]}',
        '[["Name", "Temp password"], ["Ada", "(changed)"]]',
        'b64encode(b"hello world")',
        "Type 'ada@example.test' into \"Email\" TextField",
        "https://cdn.example.test/app.css?8f14e45fceea167a5a36dedd4bea2543",
        "https://maps.example.test/embed?center\\x3d52.52,13.40\\x26zoom\\x3d12",
        "auth = hashlib.sha256(data).hexdigest()",
        "Order: 48213",
        "cache01.example.test:6379",
        "Tahun: 2026",
        "EPSG:3857",
        "Maelezo: connection refused by peer",
        "(Marathi: recovery codes were regenerated)",
        "Quenya: quetta nulda vinya",
    ],
)
def test_the_document_s_names_and_other_values_stay(text: str) -> None:
    assert redact(text) == text
