"""Values a credential word's window reaches that are public keys or what they signed: a
public-key signature on a ledger (base58 or base62, 80 to 90 characters), the body of an
OpenSSH public key (`ssh-ed25519 AAAAC3…`), base64 of an X.509 public key. The generated-value
detector asks these before it hides a value after `signature` or `key`."""

from __future__ import annotations

import base64
import binascii
import re

__all__ = ["is_ledger_signature", "is_public_key", "is_public_key_der"]

_HEX_DIGITS = frozenset("0123456789abcdef")


def is_ledger_signature(folded: str, cue_start: int, start: int, value: str) -> bool:
    """Whether ``value``, after `signature` (the cue, or the word right before the value when
    an earlier cue's window reaches it: `no prior credit (signature V)`), is a public-key
    signature written in base58 or base62 (ed25519: 86 to 88 letters and digits, nothing
    else): it names a transaction on a public ledger. An HMAC signature, a credential, is hex
    (40, 64) or base64 (28 to 88, with `+/=` or `-_`) and is 64 characters at most unpadded
    in hex."""
    return (
        (folded.startswith("signature", cue_start) or folded.endswith("signature ", 0, start))
        and 80 <= len(value) <= 90
        and value.isalnum()
        and not value.isdigit()
        and not all(c in _HEX_DIGITS for c in value.lower())
    )


# An OpenSSH public key's algorithm before its base64 body (RFC 4253 6.6: the body starts
# with the algorithm's length, `AAAA`): a public key, as in `authorized_keys`, names a key.
_PUBLIC_KEY_TYPE = re.compile(
    r"(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp(?:256|384|521)"
    r"|sk-(?:ssh-ed25519|ecdsa-sha2-nistp256)@openssh\.com)[ \t]+$"
)


# (or its fingerprint after the algorithm and the key's bits, as WinSCP and PuTTY print a host
# key: `ssh-ed25519 255 excGvl41…`)
_FINGERPRINTED = re.compile(
    r"(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp\d{3})[ \t]+\d{3,4}[ \t]+$"
)
# An age recipient (age-encryption.org/v1: `age1` and 58 characters of bech32), a public key.
_AGE_RECIPIENT = re.compile(r"age1[a-z0-9]{58}")


def is_public_key(folded: str, start: int, value: str) -> bool:
    """Whether ``value`` is the body of an OpenSSH public key (`ssh-ed25519 AAAAC3…`) or its
    fingerprint, an age recipient, or base64 of a public key's DER (``is_public_key_der``)."""
    if _FINGERPRINTED.search(folded, max(0, start - 48), start) is not None:
        return True
    if value.startswith("age1"):
        return _AGE_RECIPIENT.fullmatch(value) is not None
    if value.startswith("AAAA"):
        return _PUBLIC_KEY_TYPE.search(folded, max(0, start - 48), start) is not None
    return value.startswith("M") and is_public_key_der(value)


def is_public_key_der(value: str) -> bool:
    """Whether ``value`` begins base64 of a public key's DER (X.509's SubjectPublicKeyInfo: a
    sequence whose first element is the algorithm's sequence, `MIIBIjANBgkq…`, `MFkwEwYH…`,
    `MCowBQYDK2Vw…`, as DKIM's `p=` and a PEM body hold it); a private key's (PKCS #1, #8)
    starts with a version number instead."""
    try:
        der = base64.b64decode(value[:24])
    except (binascii.Error, ValueError):
        return False
    if len(der) < 6 or der[0] != 0x30:
        return False
    skip = 2 + (der[1] & 0x7F if der[1] & 0x80 else 0)  # (the outer sequence's length)
    return skip < len(der) and der[skip] == 0x30
