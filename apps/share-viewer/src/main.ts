// The standalone shared-board viewer (spec part 2 "Public shared board"). Its screens arrive
// with the boards-and-sharing work; until then it tells the visitor plainly what is here.
const root = document.getElementById('root');
if (root) {
  const heading = document.createElement('h1');
  heading.textContent = 'Shared board';
  const text = document.createElement('p');
  text.textContent = 'Shared boards are not available on this server yet.';
  root.append(heading, text);
}
