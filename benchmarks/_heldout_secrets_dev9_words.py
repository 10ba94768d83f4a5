"""redfix7's dev set: credential names inflected or in other languages, vendor tokens with a
prefix, config syntaxes (other words, vendors and formats than sets 6-8).

Sources: the grammars' own suffixes (Finnish and Hungarian cases, Turkish possessives,
Scandinavian definite articles, Slavic cases, Korean particles), vendors' documented token
prefixes (Groq ``gsk_``, Replicate ``r8_``, Figma ``figd_``, Postman ``PMAK-``, Contentful
``CFPAT-``, Dynatrace ``dt0c01.``, Pulumi ``pul-``, Readme ``rdme_``), and config syntaxes
(Caddyfile, systemd ``Environment=``, Nix attribute sets, EDN, Jsonnet, Dhall, CUE).
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, HEX, Case, Values

__all__ = ["word_cases"]


def word_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(group: str, name: str, text: str, secret: str) -> None:
        out.append(Case(f"{group}: {name}", "redfix7 dev", text, secret))

    for name, line in (
        ("fi salasanan", "Kirjautuminen epäonnistui: salasanan {p} tarkistus epäonnistui"),
        ("hu jelszava", "Hiba: a felhasználó jelszava {p} nem megfelelő"),
        ("hu jelszót", "Nem sikerült: a jelszót ({p}) elutasította a szerver"),
        ("tr şifresi", "Hata: kullanıcı şifresi {p} hatalı"),
        ("sv lösenordet", "Inloggning misslyckades: lösenordet {p} är fel"),
        ("da adgangskoden", "Login fejlede, adgangskoden {p} blev afvist"),
        ("pl hasłem", "Błąd logowania z hasłem {p} (konto zablokowane)"),
        ("cs heslem", "Přihlášení s heslem {p} selhalo"),
        ("ru паролем", "Ошибка: вход с паролем {p} отклонён"),
        ("ko 비밀번호가", "로그인 실패: 비밀번호가 {p} 입니다"),
        ("nl wachtwoordt", "Fout: het wachtwoord van gebruiker is {p}"),
        ("es clave secreta", "Error: la clave secreta {t} no es válida"),
        ("pt segredo do cliente", "Falha OAuth: segredo do cliente {t} recusado"),
        ("it segreto", "Errore OAuth: il segreto del client {t} è stato rifiutato"),
        ("ja 合言葉", "認証エラー：合言葉 {p} が違います"),
    ):
        p, t = v.pw(), v.gen(ALNUM, 32)
        secret = p if "{p}" in line else t
        add("i18n", name, line.format(p=p, t=t), secret)
    for name, prefix, body in (
        ("groq", "gsk_", v.gen(ALNUM, 52)),
        ("replicate", "r8_", v.gen(ALNUM, 37)),
        ("figma", "figd_", v.gen(ALNUM + "-_", 40)),
        ("postman", "PMAK-", v.gen(HEX, 24) + "-" + v.gen(HEX, 34)),
        ("contentful", "CFPAT-", v.gen(ALNUM + "-_", 43)),
        (
            "dynatrace",
            "dt0c01.",
            v.gen("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 24)
            + "."
            + v.gen("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 64),
        ),
        ("pulumi", "pul-", v.gen(HEX, 40)),
        ("readme", "rdme_", v.gen(HEX, 70)),
    ):
        add("vendor", name, f"request failed (401): using {prefix}{body} for upload", body)
    p = v.pw()
    add("config", "caddy basicauth", f"Error: adapting config: basicauth {{\n  admin {p}\n}}", p)
    t = v.gen(ALNUM, 40)
    add("config", "systemd environment", f'unit web.service: Environment="API_TOKEN={t}" bad', t)
    t = v.gen(ALNUM, 40)
    add("config", "nix attrset", f'error: attribute missing at {{ apiToken = "{t}"; }}', t)
    p = v.pw()
    add("config", "edn map", f'Syntax error reading {{:db/password "{p}" :db/user "ci"}}', p)
    t = v.gen(ALNUM, 40)
    add("config", "jsonnet local", f"RUNTIME ERROR: local secretKey = '{t}'; field missing", t)
    return out
