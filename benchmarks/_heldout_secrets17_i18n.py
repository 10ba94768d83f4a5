"""Held-out set 17: credential words as people write them, in forms earlier sets did not use.

Set 16 took SMS templates, questions, conditionals, the future, reported speech, "use X as"
and corrections; set 15 past tenses, passives, possessives and chat forms; set 14 slang,
cases and imperatives. Here each form was grepped first (``mk:``, ``tk/mk``, ``パスは``,
``PW：``, ``contra:``, ``pwnya``, ``کلمه عبور``, ``پسورد``, ``الباسورد``, ``账号密码``,
``login e senha``, ``usuario y contraseña``, ``přihlašovací``, ``गुप्तशब्द`` were absent): chat
abbreviations (vi ``mk``, id ``pw-nya``, fr ``mdp :`` with the French space, es ``contra``,
ko ``비번``, ja ``パス``, de ``PW``), an account and a password given together ("tk/mk:
admin/X", "login e senha", "账号密码都是"), appositives ("the password, X, expires"), the
value glued to the noun without a separator (zh ``wifi密码X``), full-width and Persian
punctuation with a zero-width non-joiner, the instrumental of Slavic languages in new
verbs, Turkish possessive accusative "şifresini X yaptım", the Hebrew misspelling סיסמא, Swahili M-Pesa
style "PIN yako ni", Hindi and Bengali verb-final sentences, Thai and Vietnamese sentence
particles, and mixed scripts (Hinglish, Arabizi). Translations were written from each
language's grammar; the source column names the form.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["i18n_cases"]

ROWS = r"""
vi tk mk ¦ vi chat, "tk/mk: user/X" (tài khoản/mật khẩu abbreviated) ¦ {p} ¦ Zalo nhóm IT: gửi lại tk/mk máy chủ kế toán nhé: ketoan/{t} — đừng chia sẻ ra ngoài
vi particle ¦ vi, "mật khẩu wifi quán là X nha" (sentence particle) ¦ {p} ¦ Lỗi đồng bộ ghi chú: "Mật khẩu wifi quán là {t} nha, hỏi thu ngân nếu đổi"
id pw-nya ¦ id chat, "pw-nya X ya" (possessive -nya, particle ya) ¦ {p} ¦ Gagal kirim pesan ke grup: "server staging udah nyala, user root pw-nya {t} ya, jangan disebar"
id sandi glued ¦ id, "kata sandinya sudah diganti jadi X" (changed into X) ¦ {p} ¦ Notifikasi gagal terkirim: Kata sandinya sudah diganti jadi {t} sejak tadi pagi.
pl instrumental new ¦ pl, "zaloguj się nowym hasłem X" (instrumental with an adjective) ¦ {p} ¦ Nie udało się wysłać e-maila: "Po aktualizacji zaloguj się nowym hasłem {t} i od razu je zmień."
pl brzmi ¦ pl, "hasło brzmi: X" (the password reads) ¦ {p} ¦ Błąd importu notatki #88: Hasło do panelu brzmi: {t} (wielkość liter ma znaczenie)
cs login data ¦ cs, "přihlašovací údaje: jméno / heslo" ¦ {p} ¦ Chyba odeslání SMS: Vaše přihlašovací údaje: novak.j / {t}. Heslo si prosím změňte.
cs k wifi ¦ cs, "heslo k wifině je X" (colloquial wifina) ¦ {p} ¦ Tiket #4471 se nepodařilo uložit: heslo k wifině na pobočce je {t}, nefunguje tiskárna
uk dash ¦ uk, "пароль до адмінки — X" (em dash) ¦ {p} ¦ Помилка надсилання у Telegram: пароль до адмінки — {t}, не пересилайте
uk changed to ¦ uk, "змінив пароль на X" (changed the password to X) ¦ {p} ¦ Не вдалося зберегти коментар: Змінив пароль від пошти на {t}, старий більше не працює.
ru login slash ¦ ru, "логин/пароль: admin/X" ¦ {p} ¦ Ошибка отправки письма: доступ к роутеру — логин/пароль: admin/{t}
ru ot ¦ ru, "пароль от вайфая X" without punctuation ¦ {p} ¦ Сообщение не доставлено: пароль от вайфая {t} если что
hi hinglish ¦ hi (Hinglish, Latin script), "password hai X" ¦ {p} ¦ WhatsApp forward failed: bhai server ka password hai {t}, kal change kar dena
hi verb final ¦ hi, "नया गुप्तशब्द X है" (verb-final, the Sanskrit word) ¦ {p} ¦ ईमेल भेजना विफल: आपका नया गुप्तशब्द {t} है, कृपया पहली बार लॉगिन पर बदलें।
bn verb final ¦ bn, "আপনার পিন নম্বর X" ¦ {d6} ¦ এসএমএস পাঠানো যায়নি: আপনার কার্ডের পিন নম্বর {t}। কাউকে জানাবেন না।
bn holo ¦ bn, "ওয়াইফাই পাসওয়ার্ড হলো X" ¦ {p} ¦ নোটিফিকেশন ব্যর্থ: অফিসের ওয়াইফাই পাসওয়ার্ড হলো {t}
fa zwnj ¦ fa, "پسورد وای‌فای X هست" (colloquial loanword, zero-width non-joiner) ¦ {p} ¦ ارسال پیام ناموفق بود: پسورد وای‌فای دفتر {t} هست
fa kalameh ¦ fa, "کلمه عبور: X" with a Persian colon context ¦ {p} ¦ خطا در ارسال ایمیل؛ نام کاربری: rezaei و کلمه عبور: {t} — لطفاً پس از ورود تغییر دهید
sw pin yako ¦ sw, M-Pesa style "PIN yako ya muda ni X" (a six-digit temporary PIN) ¦ {d6} ¦ Ujumbe haukutumwa: PIN yako ya muda ni {t}. Usimwambie mtu yeyote.
sw neno la siri ¦ sw, "neno lako la siri ni X" (possessive inside the noun) ¦ {p} ¦ Barua pepe imeshindwa: Akaunti yako imeundwa, neno lako la siri ni {t}
th particle ¦ th, "รหัสผ่านคือ X นะคะ" with the polite particle ¦ {p} ¦ ส่งข้อความไม่สำเร็จ: รหัสผ่านเข้าระบบบัญชี {t} นะคะ
th wifi ¦ th, "รหัสไวไฟ: X" ¦ {p} ¦ แจ้งเตือนล้มเหลว: รหัสไวไฟห้องประชุม: {t}
tr accusative ¦ tr, "sunucunun şifresini X yaptım" (possessive and accusative: made its password X) ¦ {p} ¦ Mesaj gönderilemedi: Sunucunun şifresini {t} yaptım, yarın tekrar değiştiririz.
tr olarak ¦ tr, "yeni parolanız X olarak belirlendi" (set as X) ¦ {p} ¦ E-posta iletilemedi: Yeni parolanız {t} olarak belirlendi.
he misspelling ¦ he, the common spelling סיסמא: "הסיסמא לוויפי היא X" ¦ {p} ¦ שליחת ההודעה נכשלה: הסיסמא לוויפי היא {t}
he code ¦ he, "קוד הכניסה שלך: X" ¦ {d6} ¦ SMS לא נשלח: קוד הכניסה שלך: {t}. אין למסור אותו לאיש.
ar arabizi ¦ ar (Egyptian, Arabizi), "el password beta3 el wifi X" ¦ {p} ¦ Failed to deliver: ya gama3a el password beta3 el wifi {t}
ar colloquial ¦ ar (colloquial), "الباسورد الجديد X" ¦ {p} ¦ تعذر إرسال الرسالة: الباسورد الجديد للسيرفر {t} لا ترسله لأحد
zh glued ¦ zh-Hans, the value glued to the noun "wifi密码X" ¦ {p} ¦ 群消息发送失败：三楼会议室wifi密码{t}
zh both ¦ zh-Hans, "账号密码都是X" (account and password both X) ¦ {p} ¦ 工单备注保存失败：测试环境账号密码都是{t}，上线前记得改
zh-hant wei ¦ zh-Hant, "密碼為X" ¦ {p} ¦ 郵件寄送失敗：您的臨時密碼為{t}，請於登入後立即變更。
ja pasu ¦ ja chat, "パスは X で" (パス for password) ¦ {p} ¦ Slack送信失敗: 検証サーバのパスは {t} でお願いします
ja fullwidth pw ¦ ja, "PW：X" with a full-width colon ¦ {p} ¦ 案内メール送信エラー：ID：guest01　PW：{t}
ko bibeon ¦ ko chat, "비번 X로 바꿨어요" (비번 for 비밀번호, particle 로) ¦ {p} ¦ 메시지 전송 실패: 공유기 비번 {t}로 바꿨어요
ko apposition ¦ ko, "임시 비밀번호(X)" in parentheses ¦ {p} ¦ 메일 발송 오류: 임시 비밀번호({t})로 로그인 후 변경해 주세요.
fr mdp ¦ fr chat, "mdp : X" (with the French space before the colon) ¦ {p} ¦ Échec de l'envoi Teams : identifiant : compta / mdp : {t}
fr c'est ¦ fr, "le mot de passe, c'est X" (dislocation) ¦ {p} ¦ Note non synchronisée : le mot de passe du Wi-Fi invités, c'est {t}
es contra ¦ es chat, "contra: X" ¦ {p} ¦ No se pudo enviar: usuario: soporte / contra: {t}
es usuario y ¦ es, "usuario y contraseña: admin / X" ¦ {p} ¦ Error al enviar el ticket: usuario y contraseña del NAS: admin / {t}
pt login e senha ¦ pt-BR, "login e senha: admin / X" ¦ {p} ¦ Falha ao enviar: login e senha do roteador: admin / {t}
pt-pt palavra-passe ¦ pt-PT, "a palavra-passe é X" ¦ {p} ¦ Erro no envio do e-mail: a sua palavra-passe temporária é {t}
it credenziali ¦ it, "le credenziali sono admin e X" ¦ {p} ¦ Invio non riuscito: le credenziali del NAS sono admin e {t}
de pw ¦ de chat, "PW ist X" ¦ {p} ¦ Nachricht nicht zugestellt: PW fürs Gäste-WLAN ist {t}
de apposition ¦ de, "das Kennwort X läuft ab" (noun-value apposition) ¦ {p} ¦ Hinweis konnte nicht gesendet werden: Das Kennwort {t} läuft am 31.12. ab.
en appositive ¦ en, an appositive "the password, X, expires" ¦ {p} ¦ reminder failed to send: The shared password, {t}, expires on Friday.
en creds slash ¦ en chat, "creds: user / X" ¦ {p} ¦ slack: message not delivered — creds for the lab: lab-admin / {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("i18n", "\n".join(rows[:half])),
        *v.table("i18n", "\n".join(rows[half:]), raises="args"),
    ]
