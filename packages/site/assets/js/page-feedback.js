// "Was this page helpful?" (src/frame/render-page-feedback.ts): shows the widget, sends the vote to
// its data-page-feedback URL (POST /_folio/feedback) on this site at once, then the optional comment with the id the vote was
// answered with, so a comment never counts as a second vote. Nothing is kept in the browser: no
// cookie, no storage. Part of /_folio/app.<hash>.js.
(() => {
  'use strict';
  var box = document.querySelector('[data-page-feedback]');
  if (!box || !window.fetch) return;
  var buttons = Array.prototype.slice.call(box.querySelectorAll('[data-rating]'));
  var form = box.querySelector('[data-page-feedback-form]');
  var label = form.querySelector('label');
  var field = form.querySelector('textarea');
  var send = form.querySelector('button[type="submit"]');
  var status = box.querySelector('[data-page-feedback-status]');
  var vote = null;

  function say(text, isError) {
    status.textContent = text;
    status.classList.toggle('is-error', Boolean(isError));
  }
  function post(body) {
    return fetch(box.getAttribute('data-page-feedback'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    }).then((response) =>
      response.json().then(
        (data) => ({ ok: response.status === 202, status: response.status, data: data }),
        () => ({ ok: false, status: response.status, data: null }),
      ),
    );
  }
  function failure(answer) {
    if (answer && answer.status === 429) return 'Too many answers from this address; try again in a minute.';
    return 'Your answer could not be sent. Try again later.';
  }

  box.hidden = false;
  buttons.forEach((button) => {
    button.addEventListener('click', () => {
      if (vote) return;
      var rating = button.getAttribute('data-rating');
      buttons.forEach((other) => {
        other.disabled = true;
        other.setAttribute('aria-pressed', String(other === button));
      });
      say('Sending…');
      post({ path: location.pathname, rating: rating })
        .then((answer) => {
          if (!answer.ok) throw answer;
          vote = { id: answer.data.id, rating: rating };
          label.textContent = label.getAttribute(`data-label-${rating}`);
          form.hidden = false;
          say('Thank you. You can tell us more below.');
        })
        .catch((answer) => {
          buttons.forEach((other) => {
            other.disabled = false;
            other.setAttribute('aria-pressed', 'false');
          });
          say(failure(answer), true);
        });
    });
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    var comment = field.value.trim();
    if (!vote || comment === '') {
      field.focus();
      return;
    }
    send.disabled = true;
    say('Sending…');
    post({ id: vote.id, path: location.pathname, rating: vote.rating, comment: comment })
      .then((answer) => {
        if (!answer.ok) throw answer;
        form.hidden = true;
        say('Thank you, your comment was sent.');
      })
      .catch((answer) => {
        send.disabled = false;
        say(answer && answer.status === 400 && answer.data ? answer.data.message : failure(answer), true);
      });
  });
})();
