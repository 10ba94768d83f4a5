"""Held-out set 15: credential words in tenses, voices and word orders people really write.

Set 14 took slang, prepositional and case forms, imperatives, value-first orders and pairs;
set 13 the "your new password is" and "was changed to" sentences. Here each row's form was
grepped first (``パスワードを``, ``비밀번호를``, ``ключом``, ``пароль від``, ``Passwort war``,
``mot de passe était``, ``contraseña era``, ``senha era``, ``heslo k``, ``katalaluan``,
``סיסמא`` and ``पासवर्ड है`` were absent): past tenses ("the password was"), passives and
resultatives ("was set to", 把...改成, 已重設為), possessives and relative clauses, verb-final
orders (Hindi, Bengali, Japanese, Korean, Turkish), the instrumental and genitive cases
(Russian, Ukrainian, Czech, Polish), suffixes (Indonesian -nya, Turkish possessives),
synonyms and spellings people use (Swahili ``nywila``, Hebrew ``סיסמא``, Thai ``รหัส``,
Persian ``رمز ورود``, Malay ``katalaluan``), chat forms (Hinglish, Arabizi, pinyin ``mm``)
and official notices (Japanese and German polite forms). Translations were written from the
grammar; the source column names the form.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["i18n_cases"]

ROWS = r"""
en passive set to ¦ en, passive "was set to" in a runbook note ¦ {p} ¦ The Grafana admin password was set to {t} during bootstrap and never rotated.
en possessive ¦ en, possessive "bob's password is still" ¦ {p} ¦ fyi bob's password is still {t} on the staging jump box
en arrow ¦ en, chat "pw for X -> value" ¦ {p} ¦ pw for the shared finance mailbox -> {t}
en creds slash ¦ en, "creds: user / pass" in a ticket ¦ {p} ¦ Ticket #4471: SFTP drop fails. creds: acme_drop / {t}
en passphrase for ¦ en, "passphrase for the signing key is" ¦ {p} ¦ the passphrase for the release signing key is {t}, don't lose it again
en relative clause ¦ en, the token named in a relative clause ¦ {A40} ¦ the token that I pasted yesterday ({t}) has already been revoked, sorry
zh ba construction ¦ zh-Hans, 把 construction "把数据库密码改成X了" ¦ {p} ¦ 已经把数据库密码改成{t}了，记得更新配置中心
zh yong denglu ¦ zh-Hans, instrument "用账号…和密码…登录" ¦ {p} ¦ 用账号 ops 和密码 {t} 登录跳板机失败，提示账号被锁定
zh lingpai wei ¦ zh-Hans, formal "访问令牌为X" ¦ {u43} ¦ 获取成功，访问令牌为 {t}，有效期 2 小时
zh-Hant resultative ¦ zh-Hant, resultative "密碼已重設為" ¦ {p} ¦ 您的密碼已重設為 {t}，請於首次登入後立即變更
zh pinyin mm ¦ zh, chat abbreviation "mm" for 密码 ¦ {p} ¦ 会议室wifi mm是{t} 别外传
ja wo shiyou ¦ ja, object particle "Xを使用して" ¦ {A32} ¦ APIキー {t} を使用してリクエストしましたが、401 Unauthorized が返されました。
ja kari password ¦ ja, notice "仮パスワード：" with full-width colon ¦ {p} ¦ 【重要】アカウント発行のお知らせ　仮パスワード：{t}（初回ログイン時に変更してください）
ja honorific ¦ ja, honorific "ご登録のパスワード「X」は" ¦ {p} ¦ ご登録のパスワード「{t}」は安全性が低いため、変更をお勧めいたします。
ko ro byeongyeong ¦ ko, object + "(으)로 변경했습니다" ¦ {p} ¦ 관리자 비밀번호를 {t}(으)로 변경했습니다. 공유 금지입니다.
ko imsi ¦ ko, "임시 비밀번호" in a notice ¦ {p} ¦ 요청하신 임시 비밀번호 안내: {t} — 로그인 후 반드시 변경해 주세요.
ko injeungki ¦ ko, "발급받은 인증키(X)가" with a subject particle ¦ {A40} ¦ 발급받은 인증키({t})가 유효하지 않습니다. 관리자에게 문의하세요.
ru instrumental klyuchom ¦ ru, instrumental "ключом" ¦ {A32} ¦ Не удалось авторизоваться ключом {t}: доступ запрещён (403)
ru parol ot ¦ ru, "пароль от" with a dash ¦ {p} ¦ пароль от вайфая в переговорке — {t}
ru past smenil ¦ ru, past tense "сменил пароль на" ¦ {p} ¦ сменил пароль на {t}, старый больше не работает
uk parol vid ¦ uk, "Пароль від" ¦ {p} ¦ Пароль від адмінки: {t} (не пересилайте нікому)
uk token dostupu ¦ uk, "Токен доступу X протерміновано" ¦ {u43} ¦ Помилка: токен доступу {t} протерміновано, увійдіть знову
de Passwort war ¦ de, past "das alte Passwort war" ¦ {p} ¦ das alte Passwort war {t}, das neue schick ich dir per Signal
de API-Schluessel ¦ de, compound "API-Schlüssel" before the value ¦ {A32} ¦ Ungültiger API-Schlüssel {t} für Mandant 4411
de Sie-Form ¦ de, polite "Ihr Einmalkennwort für die Anmeldung" ¦ {d8} ¦ Guten Tag, Ihr Einmalkennwort für die Anmeldung: {t}. Es ist 10 Minuten gültig.
fr mdp etait ¦ fr, imperfect "le mot de passe était" ¦ {p} ¦ le mot de passe était {t} avant la migration, je ne sais pas qui l'a changé
fr cle d'API guillemets ¦ fr, "La clé d'API « X » a été révoquée" ¦ {A40} ¦ La clé d'API « {t} » a été révoquée par l'administrateur.
fr jeton expire ¦ fr, "jeton X expiré" ¦ {u43} ¦ Impossible de s'authentifier : jeton {t} expiré
es contrasena era ¦ es, past "la contraseña era" ¦ {p} ¦ La contraseña era {t} pero ya la cambiaron esta mañana
es voseo clave ¦ es-AR, voseo "pasásela" after "la clave del router es" ¦ {p} ¦ che, la clave del router es {t}, pasásela a Juli
es token de acceso caduco ¦ es, "El token de acceso X caducó" ¦ {u43} ¦ El token de acceso {t} caducó hace 2 horas
pt senha era ¦ pt-BR, past "a senha antiga era" ¦ {p} ¦ a senha antiga era {t}, troquei hoje de manhã
pt chave secreta ¦ pt, "Chave secreta inválida:" ¦ {A40} ¦ Erro 401 — Chave secreta inválida: {t}
it password era ¦ it, past "la password di root era" ¦ {p} ¦ la password di root era {t} prima del reset
it token di accesso ¦ it, "Token di accesso X scaduto" ¦ {u43} ¦ Token di accesso {t} scaduto, effettua di nuovo il login
ar raqm sirri ¦ ar, "الرقم السري للبطاقة" (PIN of a card) ¦ {d6} ¦ تم رفض العملية: الرقم السري للبطاقة {t} غير صحيح
ar ramz wusul ¦ ar, "رمز الوصول X منتهي الصلاحية" ¦ {u43} ¦ خطأ 401: رمز الوصول {t} منتهي الصلاحية
ar arabizi ¦ Egyptian Arabizi in chat ¦ {p} ¦ el password beta3 el wifi howa {t} ya basha
hi verb final ¦ hi, verb-final "का पासवर्ड X है" ¦ {p} ¦ सर्वर का पासवर्ड {t} है, किसी को मत बताना
hi hinglish pass ¦ Hinglish, "db ka pass X hai" ¦ {p} ¦ bhai prod db ka pass {t} hai, change mat karna
bn holo ¦ bn, "পাসওয়ার্ড হলো" ¦ {p} ¦ সার্ভারের নতুন পাসওয়ার্ড হলো {t}
vi doi thanh ¦ vi, "Đã đổi mật khẩu thành" ¦ {p} ¦ Đã đổi mật khẩu thành {t}, anh em cập nhật lại nhé
id nya suffix ¦ id, casual "-nya" suffix "password-nya" ¦ {p} ¦ password-nya {t} ya, jangan disebar
ms katalaluan ¦ ms, "Katalaluan sementara anda ialah" ¦ {p} ¦ Katalaluan sementara anda ialah {t}. Sila tukar selepas log masuk.
pl nowe haslo to ¦ pl, "nowe hasło to" ¦ {p} ¦ nowe hasło to {t}, stare już nie działa
cs heslo k ¦ cs, "heslo k databázi je" ¦ {p} ¦ heslo k databázi je {t}, nikomu ho neposílej
tr possessive ¦ tr, 1pl possessive "Wi-Fi şifremiz X oldu" ¦ {p} ¦ Ofisin Wi-Fi şifremiz artık {t} oldu
tr anahtari ¦ tr, "API anahtarı X geçersiz" ¦ {A32} ¦ Hata: API anahtarı {t} geçersiz veya süresi dolmuş
fa ramz vorud ¦ fa, "رمز ورود" (login code) ¦ {p} ¦ رمز ورود شما به پنل: {t}
sw nywila ¦ sw, synonym "nywila" ¦ {p} ¦ Nywila yako mpya ni {t}. Usiishiriki na mtu yeyote.
th rahat ¦ th, colloquial "รหัส wifi คือ" ¦ {p} ¦ รหัส wifi ห้องประชุมคือ {t} นะครับ
he sisma ¦ he, spelling "הסיסמא" ¦ {p} ¦ הסיסמא לשרת היא {t}
nl wachtwoord was ¦ nl, past "het wachtwoord was" ¦ {p} ¦ het wachtwoord was {t}, maar Jeroen heeft het gisteren veranderd
"""


def i18n_cases(v: Values) -> list[Case]:
    return v.table("i18n", ROWS, raises="context")
