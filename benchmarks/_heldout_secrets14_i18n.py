"""Held-out set 14: credential words in the forms and orders people write in common languages.

Earlier sets took most dictionary forms and the plain "X is Y" sentences (set 13 took "your
new password is", "was changed to", genitives and loanword instrumentals in a dozen languages).
Here the forms were grepped before writing each row (``mdp``, ``비번``, ``пасс``, ``權杖``,
``code secret``, ``identifiants``, ``credenciais``, ``con la contraseña``, ``mit dem``,
``пароль от``, ``mot de passe :``, ``密码是``, ``senha é`` were absent): chat abbreviations and
slang, prepositional and case forms ("with the password", "the password for", "by token"),
imperatives ("use", "enter", "try"), the value named first and the word after it, questions,
credentials given as a pair in one phrase, full-width and locale punctuation, honorific and
polite forms, typos people make, and mixed languages in one line. Spanish, French, German,
Portuguese, Italian, Russian, Chinese (simplified and traditional), Japanese, Korean, Arabic,
Hindi, Turkish, Polish, Dutch, Indonesian, Vietnamese, Swedish, Finnish, Greek, Hungarian,
Romanian, Tagalog and Malay. Translations were written from the grammar; the source column
names the form.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["i18n_cases"]

ROWS = r"""
es con la contraseña ¦ es, prepositional "con la contraseña" ¦ {p} ¦ No pude entrar al servidor de staging con la contraseña {t}, ¿alguien la cambió?
es usa la clave ¦ es, imperative "usa la clave" (clave meaning password in Latin America) ¦ {p} ¦ Para el wifi de la oficina usa la clave {t} (la de invitados no sirve)
es value first ¦ es, value first: "X no es una clave de API válida" ¦ {A40} ¦ Error 401: «{t}» no es una clave de API válida para este proyecto
es contra slang ¦ es, slang "la contra" for contraseña in chat ¦ {p} ¦ oye la contra del router es {t} por si la necesitas
fr mdp abbreviation ¦ fr, chat abbreviation "mdp" ¦ {p} ¦ le mdp du compte admin c'est {t} mais il faut le changer vite
fr identifiants paire ¦ fr, "identifiants : user / pass" in one phrase ¦ {p} ¦ Connexion SFTP refusée (identifiants : facturation / {t})
fr code secret ¦ fr, "code secret" (PIN) with "saisi" ¦ {d8} ¦ Le code secret saisi ({t}) est incorrect, il vous reste 2 essais
fr mot de passe espace colon ¦ fr, French typography "mot de passe : X" with a narrow space ¦ {p} ¦ Accès au NAS refusé — utilisateur : sauvegarde, mot de passe : {t}
de mit dem Kennwort ¦ de, dative "mit dem Kennwort" ¦ {p} ¦ Anmeldung als root mit dem Kennwort {t} ist fehlgeschlagen
de das Token neuter ¦ de, neuter "das Token" in a subordinate clause ¦ {A40} ¦ Der Import bricht ab, weil das Token {t} nicht mehr gültig ist
de Zugangsdaten paar ¦ de, "Zugangsdaten lauten" followed by user and password ¦ {p} ¦ Die Zugangsdaten für den Testserver lauten: tester / {t} (bitte nicht weitergeben)
de PW abbreviation ¦ de, chat "PW ist" ¦ {p} ¦ hab das PW vom Jenkins geändert, ist jetzt {t}
pt senha é ¦ pt-BR, "a senha é" in chat ¦ {p} ¦ galera, a senha do banco de homologação é {t}, não espalhem
pt palavra-passe com ¦ pt-PT, "com a palavra-passe" ¦ {p} ¦ Não foi possível iniciar sessão com a palavra-passe {t}
pt credenciais ¦ pt, "credenciais (usuário/senha)" ¦ {p} ¦ Falha no FTP: credenciais inválidas (usuário ftp_nf, senha {t})
pt chave da API value first ¦ pt, value first "X é a chave da API" ¦ {A32} ¦ Use {t} como chave da API do ambiente de testes
it con la password ¦ it, "con la password" ¦ {p} ¦ Non riesco ad accedere al gestionale con la password {t}, mi date una mano?
it codice di accesso ¦ it, "codice di accesso" (access code) ¦ {d8} ¦ Il codice di accesso {t} è scaduto, richiedine uno nuovo
it token di accesso ¦ it, "il token di accesso" with "non valido" after ¦ {u43} ¦ Richiesta rifiutata: il token di accesso {t} non è valido
ru пароль от ¦ ru, "пароль от" (password for …) colloquial ¦ {p} ¦ Пароль от сервера бэкапов: {t}, логин backup
ru с паролем ¦ ru, instrumental "с паролем" in a sentence ¦ {p} ¦ Не удалось подключиться к базе с паролем {t} — проверьте настройки
ru пасс slang ¦ ru, slang "пасс" ¦ {p} ¦ пасс от админки {t}, не забудь потом сменить
ru по токену ¦ ru, dative "по токену" ¦ {u43} ¦ Ошибка авторизации по токену {t}: доступ запрещён
ru ключ API value first ¦ ru, value first "X — неверный ключ API" ¦ {A32} ¦ {t} — неверный ключ API, запрос отклонён
zh 密码是 ¦ zh, colloquial "密码是" ¦ {p} ¦ 测试环境数据库密码是{t}，别外传
zh 登录口令 ¦ zh, "登录口令" with a full-width colon ¦ {p} ¦ 登录失败：用户名 admin，登录口令：{t}
zh-tw 存取權杖 ¦ zh-Hant, "存取權杖" (access token) ¦ {u43} ¦ 存取權杖 {t} 已過期，請重新登入
zh-tw 密碼為 ¦ zh-Hant, "密碼為" with 「」 ¦ {p} ¦ 帳號已重設，臨時密碼為「{t}」
ja パスワード全角コロン ¦ ja, "パスワード：" with a full-width colon ¦ {p} ¦ 【共有】検証サーバー ユーザー名：dev パスワード：{t}
ja APIキーが ¦ ja, subject particle "APIキーが" ¦ {A32} ¦ APIキーが正しくありません（{t}）
ja トークンを ¦ ja, object particle "トークンを" with a verb ¦ {u43} ¦ トークンを{t}に更新しましたが、まだ401が返ります
ko 비번 slang ¦ ko, slang "비번" ¦ {p} ¦ 와이파이 비번 {t} 이에요
ko 인증키를 ¦ ko, object particle "인증키를" ¦ {A40} ¦ 인증키를 {t}(으)로 바꿨는데 여전히 403 오류가 납니다
ko 암호로 ¦ ko, instrumental "암호로" ¦ {p} ¦ 관리자 계정에 암호 {t}로 로그인할 수 없습니다
ar الرقم السري ¦ ar, "الرقم السري" (PIN/secret number) ¦ {d6} ¦ تم رفض العملية: الرقم السري {t} غير صحيح
ar كلمة المرور الخاصة بك ¦ ar, "كلمة المرور الخاصة بك هي" ¦ {p} ¦ تمت إعادة تعيين الحساب، كلمة المرور الخاصة بك هي {t}
ar رمز الوصول ¦ ar, "رمز الوصول" (access token) ¦ {u43} ¦ انتهت صلاحية رمز الوصول {t}، يرجى تسجيل الدخول مجددًا
hi पासवर्ड डालें ¦ hi, imperative "पासवर्ड … डालें" ¦ {p} ¦ कृपया नया पासवर्ड {t} डालें और फिर से लॉगिन करें
hi एपीआई कुंजी ¦ hi, "एपीआई कुंजी" in Devanagari ¦ {A32} ¦ अनुरोध अस्वीकृत: एपीआई कुंजी {t} अमान्य है
tr şifreyle ¦ tr, instrumental "şifreyle" ¦ {p} ¦ Sunucuya {t} şifresiyle bağlanılamadı
tr API anahtarınız ¦ tr, possessive "API anahtarınız" ¦ {A40} ¦ API anahtarınız ({t}) iptal edildi
pl hasło do ¦ pl, "hasło do" (password for) ¦ {p} ¦ Hasło do panelu: {t}, login admin
pl kluczem API ¦ pl, instrumental "kluczem API" ¦ {A40} ¦ Nie udało się podpisać żądania kluczem API {t}
nl met wachtwoord ¦ nl, "met wachtwoord" ¦ {p} ¦ Inloggen als beheerder met wachtwoord {t} mislukt
nl toegangscode ¦ nl, "toegangscode" ¦ {d8} ¦ Uw toegangscode {t} is verlopen
id kata sandinya ¦ id, "kata sandinya" with -nya in chat ¦ {p} ¦ akun server udah jadi, kata sandinya {t} ya
vi mật khẩu là ¦ vi, chat "pass là" ¦ {p} ¦ wifi phòng họp pass là {t} nha mọi người
vi chìa khóa ¦ vi, "chìa khóa API" ¦ {A32} ¦ Chìa khóa API {t} đã bị thu hồi
sv lösenordet är ¦ sv, definite "lösenordet är" ¦ {p} ¦ Lösenordet till testmiljön är {t}
fi salasanalla ¦ fi, adessive "salasanalla" ¦ {p} ¦ Kirjautuminen salasanalla {t} epäonnistui
el κωδικός ¦ el, "ο κωδικός είναι" ¦ {p} ¦ Ο νέος κωδικός σας είναι {t}
hu jelszóval ¦ hu, instrumental "jelszóval" ¦ {p} ¦ Nem sikerült bejelentkezni a(z) {t} jelszóval
ro parola este ¦ ro, "parola este" ¦ {p} ¦ Contul a fost resetat, parola este {t}
tl password mo ¦ tl, "ang bagong password mo ay" ¦ {p} ¦ Na-reset na ang account, ang bagong password mo ay {t}
ms kata laluan anda ¦ ms, "kata laluan anda ialah" ¦ {p} ¦ Akaun telah diset semula, kata laluan anda ialah {t}
mixed en-es ¦ code-switching Spanish/English in chat ¦ {p} ¦ el password del staging es {t}, no lo pongas en el canal
mixed typo pasword ¦ a typo people make, "pasword:" ¦ {p} ¦ login fails for ops, pasword: {t}
mixed typo passwrod ¦ a transposition typo, "passwrod=" ¦ {p} ¦ smtp auth error (user=alerts passwrod={t})
"""


def i18n_cases(v: Values) -> list[Case]:
    return v.table("i18n", ROWS, "context")
