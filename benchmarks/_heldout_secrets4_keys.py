"""Held-out set 4: key material (JWK, PEM variants, SSH2, OpenVPN, minisign, JWT)."""

from __future__ import annotations

from _heldout_secrets4_base import B64, HEX, URLSAFE, Case, gen

__all__ = ["key_cases"]


def key_cases() -> list[Case]:
    out = []
    d = gen(URLSAFE, 43)
    out.append(
        Case(
            "key: JWK private key d",
            "RFC 7517/7518 EC private JWK",
            f'jwcrypto.jwk.InvalidJWKValue: {{"kty": "EC", "crv": "P-256", "x": "{gen(URLSAFE, 43)}", "y": "{gen(URLSAFE, 43)}", "d": "{d}"}}',
            d,
        )
    )
    body = "\n".join(gen(B64, 64) for _ in range(4))
    out.append(
        Case(
            "key: legacy encrypted RSA PEM",
            "RFC 1421 headers Proc-Type/DEK-Info",
            f"ssh: could not parse key:\n-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,{gen(HEX, 32).upper()}\n\n{body}\n-----END RSA PRIVATE KEY-----",
            body.split("\n")[2],
        )
    )
    body = "\n".join(gen(B64, 70) for _ in range(3))
    out.append(
        Case(
            "key: SSH2 encrypted private key",
            "RFC 4716-style SSH.com key files",
            f'puttygen: unrecognised key type\n---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----\nComment: "rsa-key-20261203"\n{body}\n---- END SSH2 ENCRYPTED PRIVATE KEY ----',
            body.split("\n")[1],
        )
    )
    body = "\n".join(gen(HEX, 32) for _ in range(16))
    out.append(
        Case(
            "key: OpenVPN static key",
            "openvpn.net: --genkey secret output",
            f"Options error: --tls-auth fails with 'ta.key':\n-----BEGIN OpenVPN Static key V1-----\n{body}\n-----END OpenVPN Static key V1-----",
            body.split("\n")[5],
        )
    )
    k = "RWRTY0Iy" + gen(B64, 150)
    out.append(
        Case(
            "key: minisign secret key",
            "jedisct1.github.io/minisign: secret key file",
            f"minisign: Wrong password for that key\nuntrusted comment: minisign encrypted secret key\n{k}",
            k[8:],
        )
    )
    body = "\\n".join(gen(B64, 64) for _ in range(4))
    out.append(
        Case(
            "key: PKCS#8 as python bytes repr",
            "cryptography load_pem_private_key(data) with data in the message",
            f"ValueError: Could not deserialize key data: b'-----BEGIN PRIVATE KEY-----\\n{body}\\n-----END PRIVATE KEY-----\\n'",
            body.split("\\n")[2],
        )
    )
    body = "\n".join(gen(B64, 64) for _ in range(3))
    out.append(
        Case(
            "key: DSA private key",
            "OpenSSL traditional DSA PEM",
            f"paramiko.ssh_exception.SSHException: not a valid DSA private key file\n-----BEGIN DSA PRIVATE KEY-----\n{body}\n-----END DSA PRIVATE KEY-----",
            body.split("\n")[1],
        )
    )
    jwt = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + gen(URLSAFE, 120) + "." + gen(URLSAFE, 43)
    out.append(
        Case(
            "key: JWT in a JSON log field",
            "RFC 7519 JWT logged by an API gateway",
            f'{{"ts": "2026-12-03T10:00:00Z", "status": 401, "jwt": "{jwt}", "path": "/v1/me"}}',
            jwt.split(".", 1)[1],
        )
    )
    return out
