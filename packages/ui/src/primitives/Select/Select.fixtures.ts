/** Story data: the room types of spec part 1 plus an entry with a long name. */
export interface RoomOption {
  id: string;
  name: string;
}

export const roomTypes: RoomOption[] = [
  { id: 'living-room', name: 'Living Room' },
  { id: 'bedroom', name: 'Bedroom' },
  { id: 'kitchen', name: 'Kitchen' },
  { id: 'bathroom', name: 'Bathroom' },
  { id: 'dining-room', name: 'Dining Room' },
  { id: 'home-office', name: 'Home Office' },
  { id: 'exterior', name: 'Exterior' },
];

export const styles: RoomOption[] = [
  'Modern',
  'Minimalist',
  'Scandinavian',
  'Industrial',
  'Bohemian',
  'Mid-Century Modern',
  'Japandi',
  'Coastal',
  'Farmhouse',
  'Art Deco',
  'Traditional',
  'Mediterranean',
].map((name) => ({ id: name.toLowerCase().replace(/\W+/g, '-'), name }));
