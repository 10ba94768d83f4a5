"""The key literal a signing or encrypting call is given, found by its place in the call in
each language's API; the call's other arguments and a key given by name stay."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, redact

_KEY = "Tr0ub4dor-signing-3x"


@pytest.mark.parametrize(
    "template",
    [
        'jwt.encode(payload, "{k}", algorithm="HS256")',
        "jwt.decode(token, '{k}', algorithms=['HS256'])",
        'jwt.sign({{ sub: "u1", amount: 25000 }}, "{k}", {{ expiresIn: "1h" }})',
        "jwt.verify(token, '{k}')",
        "hash_hmac('sha256', $order . '|' . $amount, '{k}')",
        "openssl_encrypt($data, 'aes-256-cbc', '{k}', 0, $iv)",
        "hmac.new(b'{k}', msg, hashlib.sha256).hexdigest()",
        "hmac.digest(b'{k}', body, 'sha256')",
        "crypto.createHmac('sha256', '{k}').update(body).digest('hex')",
        "crypto.createCipheriv('aes-256-gcm', '{k}', iv)",
        "OpenSSL::HMAC.hexdigest('SHA256', '{k}', data)",
        'new SecretKeySpec("{k}".getBytes(UTF_8), "HmacSHA256")',
        'mac := hmac.New(sha256.New, []byte("{k}"))',
        "Fernet(b'{k}')",
    ],
)
def test_the_key_literal_of_a_signing_call_is_hidden(template: str) -> None:
    text = "signature mismatch; the request was signed with " + template.format(k=_KEY)
    shown = redact(text)
    assert _KEY not in shown
    assert REDACTED in shown


@pytest.mark.parametrize(
    "text",
    [
        "jwt.encode(payload, settings.SECRET_KEY, algorithm='HS256')",
        "hash_hmac('sha256', 'T1234INV-881300', $salt)",
        "crypto.createHmac('sha256', key).update('order-42').digest('hex')",
        "hmac.new(key, b'payload-2026-12-06', hashlib.sha256)",
    ],
)
def test_a_key_given_by_name_and_the_other_arguments_stay(text: str) -> None:
    assert redact(text) == text
