"""Held-out set 5: credential words in languages set 4 did not use, odd separators and
syntaxes, and encoded or escaped values.

Tables: one case a line, ``name ¦ source ¦ secret ¦ message`` (see ``table`` in
``_heldout_secrets_harness.py``). The encoded cases are computed, since the secret shown is the
encoding of a generated value.
"""

from __future__ import annotations

import base64
import json
import quopri
from urllib.parse import quote

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["text_cases"]

LANGUAGES = """
bg парола ¦ Bulgarian UI strings (парола = password) ¦ {p} ¦ Грешка при свързване с базата данни „склад“: потребител inventory, парола: {t}
sr лозинка ¦ Serbian (Cyrillic) ¦ {p} ¦ Пријава није успела за корисника admin; лозинка={t} није исправна
hr lozinka ¦ Croatian ¦ {p} ¦ Greška: neuspjela prijava na FTP poslužitelj (korisnik: web, lozinka: {t})
sk heslo ¦ Slovak ¦ {p} ¦ Chyba 401: nesprávne meno alebo heslo (používateľ ucet, heslo {t})
sl geslo ¦ Slovenian ¦ {p} ¦ Napaka pri overjanju: uporabnik=backup geslo={t}
lt slaptažodis ¦ Lithuanian ¦ {p} ¦ Nepavyko prisijungti: vartotojas „ops“, slaptažodis „{t}“
lv parole ¦ Latvian ¦ {p} ¦ Kļūda: savienojums noraidīts; lietotājs=app parole={t}
et parool ¦ Estonian ¦ {p} ¦ Viga: sisselogimine ebaõnnestus (kasutaja: demo, parool: {t})
ms kata laluan ¦ Malay ¦ {p} ¦ Ralat: pengesahan gagal untuk pengguna pentadbir, kata laluan: {t}
sw nenosiri ¦ Swahili ¦ {p} ¦ Hitilafu: imeshindwa kuingia (jina la mtumiaji: mwalimu, nenosiri: {t})
bn পাসওয়ার্ড ¦ Bengali ¦ {p} ¦ ত্রুটি: লগইন ব্যর্থ হয়েছে — ব্যবহারকারী admin, পাসওয়ার্ড: {t}
ta கடவுச்சொல் ¦ Tamil ¦ {p} ¦ பிழை: அங்கீகாரம் தோல்வி (பயனர்: admin, கடவுச்சொல்: {t})
te పాస్‌వర్డ్ ¦ Telugu (with ZWNJ inside the word) ¦ {p} ¦ లోపం: ప్రవేశం విఫలమైంది; పాస్‌వర్డ్ = {t}
ur پاس ورڈ ¦ Urdu ¦ {p} ¦ خرابی: لاگ ان ناکام — صارف: admin، پاس ورڈ: {t}
mr संकेतशब्द ¦ Marathi ¦ {p} ¦ त्रुटी: प्रमाणीकरण अयशस्वी (वापरकर्ता: admin, संकेतशब्द: {t})
ka პაროლი ¦ Georgian ¦ {p} ¦ შეცდომა: ავტორიზაცია ვერ მოხერხდა; მომხმარებელი=admin პაროლი={t}
hy գաղտնաբառ ¦ Armenian ¦ {p} ¦ Սխալ. մուտքը ձախողվեց (օգտատեր՝ admin, գաղտնաբառ՝ {t})
az şifrə ¦ Azerbaijani ¦ {p} ¦ Xəta: giriş uğursuz oldu — istifadəçi: admin, şifrə: {t}
kk құпиясөз ¦ Kazakh ¦ {p} ¦ Қате: кіру сәтсіз аяқталды (пайдаланушы: admin, құпиясөз: {t})
mn нууц үг ¦ Mongolian ¦ {p} ¦ Алдаа: нэвтрэх амжилтгүй; хэрэглэгч admin, нууц үг: {t}
am የይለፍ ቃል ¦ Amharic ¦ {p} ¦ ስህተት፡ መግባት አልተሳካም (ተጠቃሚ፡ admin፣ የይለፍ ቃል፡ {t})
ca contrasenya ¦ Catalan ¦ {p} ¦ Error: no s'ha pogut iniciar la sessió (usuari: admin, contrasenya: {t})
eu pasahitza ¦ Basque ¦ {p} ¦ Errorea: saioa hasteak huts egin du; erabiltzailea=admin pasahitza={t}
cy cyfrinair ¦ Welsh ¦ {p} ¦ Gwall: methodd mewngofnodi (defnyddiwr: admin, cyfrinair: {t})
af wagwoord ¦ Afrikaans ¦ {p} ¦ Fout: aanmelding het misluk vir gebruiker admin met wagwoord {t}
sq fjalëkalimi ¦ Albanian ¦ {p} ¦ Gabim: identifikimi dështoi (përdoruesi: admin, fjalëkalimi: {t})
is lykilorð ¦ Icelandic ¦ {p} ¦ Villa: innskráning mistókst; notandi=admin lykilorð={t}
zh 访问令牌 ¦ Simplified Chinese: access token ¦ {A40} ¦ 调用失败：无效的访问令牌：{t}（请求 ID 7c1e2a）
ja アクセストークン ¦ Japanese: access token ¦ {A40} ¦ エラー: アクセストークンが無効です。アクセストークン：{t}
ko 비밀번호 ¦ Korean: password ¦ {p} ¦ 오류: 데이터베이스 연결 실패 (사용자: app, 비밀번호: {t})
ru пароль lower-case prose ¦ Russian ¦ {p} ¦ не удалось подключиться к серверу: неверный пароль «{t}» для пользователя postgres
de API-Schlüssel ¦ German: API key ¦ {A32} ¦ Fehler 401: Der API-Schlüssel {t} ist ungültig oder abgelaufen.
pt-BR chave de API ¦ Brazilian Portuguese ¦ {A32} ¦ Erro: chave de API inválida: {t} (status 403)
es token de acceso ¦ Spanish ¦ {A40} ¦ Error 401: el token de acceso «{t}» ha caducado
ar رمز الوصول ¦ Arabic: access token ¦ {A40} ¦ خطأ 401: رمز الوصول غير صالح: {t}
fr mot de passe prose ¦ French ¦ {p} ¦ Échec de la connexion : le mot de passe saisi ({t}) est incorrect pour l'utilisateur « admin »
hi टोकन ¦ Hindi: token ¦ {A40} ¦ त्रुटि: प्रमाणीकरण टोकन {t} अमान्य है
"""

SEPARATORS = """
thin spaces around = ¦ U+2009 thin space ¦ {p} ¦ config error: db_password = {t} rejected by server
word joiner before colon ¦ U+2060 word joiner ¦ {p} ¦ login failed: password⁠: {t}
value on the next line ¦ a log formatter that breaks after the key ¦ {p} ¦ Invalid credentials for smtp relay\\npassword:\\n    {t}\\nuser: notify
double arrow ⇒ ¦ U+21D2 in a pretty printer ¦ {p} ¦ Settings { host ⇒ db01, password ⇒ {t} }
sql identified by ¦ MySQL CREATE USER ... IDENTIFIED BY 'password' ¦ {p} ¦ ERROR 1396 (HY000): Operation CREATE USER failed for 'report'@'%' (statement: CREATE USER 'report'@'%' IDENTIFIED BY '{t}')
sql with password ¦ PostgreSQL CREATE ROLE ... WITH PASSWORD ¦ {p} ¦ ERROR:  role "etl" already exists\\nSTATEMENT:  CREATE ROLE etl WITH LOGIN PASSWORD '{t}'
sql alter login ¦ SQL Server ALTER LOGIN ... WITH PASSWORD ¦ {p} ¦ Msg 15118, Level 16, State 1: Password validation failed. The password does not meet the operating system policy requirements. (ALTER LOGIN app WITH PASSWORD = N'{t}')
elixir keyword list ¦ Elixir keyword list inspect ¦ {p} ¦ ** (DBConnection.ConnectionError) connection not available; config: [hostname: "db", username: "phx", password: "{t}", pool_size: 10]
clojure map ¦ Clojure map literal ¦ {p} ¦ ExceptionInfo: Connection refused {:dbtype "postgresql", :user "app", :password "{t}", :host "db"}
erlang tuple ¦ Erlang proplist ¦ {p} ¦ {error,{badauth,[{user,"rabbit"},{password,"{t}"},{vhost,"/"}]}}
lisp plist ¦ Emacs Lisp plist in a *Messages* buffer ¦ {p} ¦ auth-source: (:host "imap.acme.io" :user "me" :secret "{t}") rejected by server
lua long string ¦ Lua table with [[...]] ¦ {p} ¦ nginx: [error] lua entry thread aborted: runtime error: auth.lua:12: bad credentials { user = "gw", password = [[{t}]] }
nix attribute ¦ Nix attrset ¦ {p} ¦ error: builder for '/nix/store/9x2…-grafana.drv' failed; services.grafana.settings.security.admin_password = "{t}";
properties escaped colon ¦ java.util.Properties: key\\:sep ¦ {p} ¦ Could not load app.properties: line 7: ldap.bind.password : {t}
csv header row ¦ a CSV export whose header names the column ¦ {p} ¦ import failed at row 2: duplicate user\\nusername,password,role\\nalice,{t},admin
tsv header row ¦ a TSV export ¦ {A32} ¦ bulk upload rejected\\nname\tapi_key\tcreated\\nreporting\t{t}\t2026-11-30
multipart form-data body ¦ RFC 7578: the value follows a blank line ¦ {p} ¦ 413 Payload Too Large; request body:\\n------WebKitFormBoundary7MA4YWxk\\nContent-Disposition: form-data; name="password"\\n\\n{t}\\n------WebKitFormBoundary7MA4YWxk--
html input value ¦ an HTML form echoed in an error page ¦ {p} ¦ <form action="/login"><input name="user" value="admin"><input type="password" name="pwd" value="{t}"></form> 500 Internal Server Error
colon in quotes yaml ¦ YAML double-quoted key ¦ {p} ¦ error converting YAML to JSON: yaml: line 9: did not find expected key\\n"smtp.password": "{t}"\\n"smtp.port": 587
"""


def _encoded(values: Values) -> list[Case]:
    out = []

    def add(name: str, source: str, text: str, secret: str) -> None:
        out.append(Case(f"encoded: {name}", source, text, secret))

    p = values.pw()
    qp = quopri.encodestring(f"password={p}".encode()).decode()
    add("quoted-printable", "RFC 2045 quoted-printable: = becomes =3D", f"MIME part:\n{qp}", p)
    token = values.gen(ALNUM, 40)
    state = quote(json.dumps({"redirect": "/home", "access_token": token}), safe="")
    add(
        "percent-encoded JSON in a query",
        "an OAuth state parameter holding JSON",
        f"400 invalid_request: GET /callback?state={state}&code=expired",
        token,
    )
    p = values.pw()
    add(
        "hex-encoded password",
        "a driver that logs the credential bytes in hex",
        f"auth packet rejected: user=svc password(hex)={p.encode().hex()}",
        p.encode().hex(),
    )
    p = values.pw()
    word = base64.b64encode(f"{p}".encode()).decode()
    add(
        "MIME encoded-word",
        "RFC 2047 =?utf-8?B?...?= in a mail header",
        f"550 rejected: X-Account-Password: =?utf-8?B?{word}?=",
        word,
    )
    p = values.pw()
    escaped = "".join(f"\\u{ord(c):04x}" for c in p)
    add(
        "JSON unicode escapes",
        "a serializer that escapes every character",
        f'{{"error": "auth_failed", "password": "{escaped}"}}',
        escaped,
    )
    p = values.pw() + values.gen(ALNUM, 4)
    add(
        "shell single-quote splice",
        "POSIX sh: 'it'\\''s' quoting",
        f"sh: 1: cannot open /run/app.env; export DB_PASSWORD='{p[:6]}'\\''{p[6:]}'",
        p[6:],
    )
    token = values.gen(ALNUM, 44)
    escaped = json.dumps(f"Authorization: Bearer {token[:20]}\n{token[20:]}")
    add(
        "token split by an escaped newline",
        "a JSON log line whose field wraps the header",
        f'{{"level": "error", "msg": {escaped}}}',
        token[:20],
    )
    p = values.pw() + values.gen(ALNUM, 4)
    add(
        "csv doubled quotes",
        "RFC 4180: a quote inside a quoted cell is doubled",
        f'"user","secret"\n"ops","{p[:5]}""{p[5:]}"',
        p[5:],
    )
    token = values.gen(ALNUM, 40)
    add(
        "shell continuation",
        "a traced command wrapped with backslash-newline (set -x)",
        f"+ curl -fsS https://api.acme.io/v1/deploy \\\n    -H 'X-Deploy-Key: {token}' \\\n"
        "    -d @payload.json\ncurl: (22) The requested URL returned error: 403",
        token,
    )
    return out


def text_cases(values: Values) -> list[Case]:
    return [
        *values.table("language", LANGUAGES),
        *values.table("separator", SEPARATORS),
        *_encoded(values),
    ]
